/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildIdPlugin, createBuildId } from './build-id-plugin.ts';
import { MAP_STYLE_PATH } from './src/config/map.ts';
import { mapSettingsFromEnv, serveMapStyle } from './server/map-style.ts';
import { gqlDocumentsPlugin } from './gql-documents-plugin.ts';
import { mantineIdPlugin } from './mantine-id-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { pwaPlugin } from './pwa-plugin.ts';
import { serverRenderPlugin } from './server-render-plugin.ts';
import { API_PREFIXES } from './server/proxy.ts';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The browser talks to one origin: GraphQL (HTTP + WebSocket) and the API's other paths go to the API.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`/${prefix}`, { target: apiUrl, ws: prefix === 'graphql' }]),
);

export default defineConfig({
  plugins: [
    react(),
    mantineIdPlugin(),
    buildIdPlugin(createBuildId()),
    gqlDocumentsPlugin(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
    precompressPlugin(),
    serverRenderPlugin(),
    pwaPlugin(),
    {
      // `npm run dev` answers the map's style as the production web server does (its MAP_* settings).
      name: 'map-style',
      configureServer: (server) =>
        void server.middlewares.use(MAP_STYLE_PATH, serveMapStyle(mapSettingsFromEnv(process.env))),
    },
  ],
  server: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: webPort, strictPort: true, host: '127.0.0.1', proxy },
  build: {
    // Maps are written for error reports but not linked from the scripts (no sourceMappingURL), and
    // the production web server does not serve them (web/server/app.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically in the entry's own chunk. Left to itself,
            // Rolldown splits the modules that lazy chunks share with the entry (React, Mantine's
            // Box, ...) into separate files that every page loads anyway, each compressed on its own.
            { name: 'index', tags: ['$initial'] },
            // The one GraphQL client: `/` (its search) and every signed-in screen (the session, the
            // header's counts) load it before they render; one file instead of three.
            { name: 'graphql-request', test: /web[\\/]src[\\/]lib[\\/]graphql-request\./ },
            // The form parts of the public search, which nearly every screen uses too: one file
            // rather than a dozen of a few hundred bytes each.
            {
              name: 'mantine-inputs',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|NativeSelect|TextInput|SimpleGrid|Card|Paper|Alert|CloseButton|Combobox[\\/]ComboboxChevron|Badge)[\\/]/,
            },
            // The search's result cards, fetched together once the results come (search-results.tsx);
            // without their dependencies, which other screens share (money, formats, "Load more").
            {
              name: 'result-cards',
              test: /web[\\/]src[\\/](features[\\/]hostels[\\/](search[\\/](result-list|hostel-card|card-price)|favourites[\\/](favourite-button|use-favourite-toggle|favourite-intent)|format)|lib[\\/]image-sources)\.|@tabler[\\/]icons-react[\\/].*[\\/]Icon(StarFilled|Photo|MapPin|Heart|HeartFilled)\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // A project of the root vitest.config.ts (`npx vitest run --project web`); runs alone with --root web.
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Typing whole forms with user-event in jsdom takes seconds on a busy 2-core machine; this only
    // catches hangs, it asserts no speed.
    testTimeout: 30_000,
    // After the API's group (vitest.config.ts): both on 2 cores at once would only slow each other.
    sequence: { groupOrder: 1 },
  },
});
