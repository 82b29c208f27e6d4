import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { theme } from './src/app/theme.ts';
import { APP_SHELL_PATH } from './src/lib/pwa/shell.ts';

const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : 6;
/** The Mantine theme's primary colour: the installed app's title bar and splash. */
export const THEME_COLOR = DEFAULT_THEME.colors[theme.primaryColor ?? 'blue']![shade];

/**
 * The installable app: the web app manifest and the service worker (src/lib/pwa/sw.ts), built into
 * /sw.js with the precache list of the app's shell: index.html (fetched as APP_SHELL_PATH, which the
 * web server answers with the plain shell) and the files it loads. Lazy chunks are kept by the
 * worker as pages use them, so a first visit does not download every screen.
 */
export function pwaPlugin(): Plugin[] {
  let outDir = 'dist';
  return [
    {
      name: 'hostel-pwa',
      configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
      // The installed app's colour, and the home-screen icon of browsers that do not read the manifest's.
      transformIndexHtml: () => [
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }, injectTo: 'head' },
      ],
    },
    // The browser app's: the server renderer's build has no manifest or worker of its own.
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/lib/pwa',
      filename: 'sw.ts',
      // main.tsx registers it after the page's load (lib/pwa/register.ts): a few bytes, no library.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Hostel - student beds near your university',
        short_name: 'Hostel',
        description: 'Find, reserve and pay for student hostel beds near your university.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg'],
        // Every file is looked at, the large lazy ones too (the transform below keeps the shell's).
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            // The files the shell loads before the app runs: its script, preloads and stylesheet.
            const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
            const loaded = new Set([...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
            const manifest = entries
              .filter((entry) => entry.url === 'index.html' || loaded.has(entry.url))
              .map((entry) =>
                entry.url === 'index.html' ? { ...entry, url: APP_SHELL_PATH.slice(1) } : entry,
              );
            return { manifest, warnings: [] };
          },
        ],
      },
    }).map((plugin): Plugin => ({
      ...plugin,
      applyToEnvironment: (environment) => environment.name === 'client',
    })),
  ];
}
