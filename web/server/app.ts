// The production web server: the built app (web/dist) with brotli/gzip, immutable caching of the
// hashed assets, the SPA fallback with each page's head written in (head.ts), robots.txt and
// sitemap.xml (crawlers.ts), the map's style (map-style.ts), the API's paths forwarded to the API
// (proxy.ts), and the security headers of every answer (security-headers.ts). `npm start` and the
// container image's `web` target run it (main.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import sirv from 'sirv';
import { SERVER_RENDER_DIR } from '../server-render-plugin';
import { fetchSitemapData, robotsTxt, sitemapXml } from './crawlers';
import { createHostelHeads, pageHead, renderShell, scriptJson, type RenderedPage } from './head';
import { MAP_STYLE_PATH } from '../src/config/map';
import { DEFAULT_MAP_SETTINGS, mapOrigins, serveMapStyle, type MapSettings } from './map-style';
import { APP_SHELL_PATH } from '../src/lib/pwa/shell';
import { API_PATHS, createApiProxy, forwardedFor } from './proxy';
import { cspNonce, securityHeaders, type SecurityHeadersOptions } from './security-headers';

export interface WebServerOptions extends Omit<SecurityHeadersOptions, 'production' | 'mapOrigins'> {
  /** The built app (vite build's outDir). */
  distDir: string;
  /** Where the API listens (GraphQL, files, the sitemap's data). */
  apiUrl: string;
  /** The site's public address: canonical links, Open Graph and sitemap URLs. */
  publicUrl: string;
  /** How long a hostel's head facts are reused (ms). */
  headTtlMs?: number;
  /** NODE_ENV=production: HSTS, and the source maps kept for error reports are not served. */
  production?: boolean;
  /** The map's tile source (MAP_* settings; OpenStreetMap's tiles by default). */
  map?: MapSettings;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, version.json, favicon) is revalidated on every use: a deploy shows at once.
const REVALIDATE = 'no-cache';

/** What the build's server renderer (web/src/entry-server.tsx) exports. */
interface Renderer {
  colorSchemeScript: string;
  signedInScript: string;
  SERVER_DATA_ID: string;
  renderPage(
    url: URL,
    options: { apiUrl: string; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<{ html: string; data: unknown } | null>;
}

// Past this the page goes out as the plain shell, and the app renders it in the browser.
const RENDER_TIMEOUT_MS = 1000;

/** The first screen of a page as the server renderer writes it; null without one, or when it fails. */
function serverRendering(distDir: string, apiUrl: string) {
  const file = join(distDir, SERVER_RENDER_DIR, 'entry-server.js');
  const renderer: Promise<Renderer | null> = existsSync(file)
    ? (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
        console.error('The server renderer could not be loaded; the app renders every page.', error);
        return null;
      })
    : Promise.resolve(null);
  return async (url: URL, req: Request): Promise<RenderedPage | null> => {
    try {
      const loaded = await renderer;
      const page = await loaded?.renderPage(url, {
        apiUrl,
        headers: { 'x-forwarded-for': forwardedFor(req) },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      if (!page || !loaded) return null;
      return {
        html: page.html,
        headTags: loaded.colorSchemeScript,
        bodyTags:
          `<script type="application/json" id="${loaded.SERVER_DATA_ID}">${scriptJson(page.data)}</script>` +
          loaded.signedInScript,
      };
    } catch (error) {
      console.error(`Server rendering of ${url.pathname} failed; the app renders it in the browser.`, error);
      return null;
    }
  };
}

export function createWebApp(options: WebServerOptions) {
  const shell = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const render = serverRendering(options.distDir, options.apiUrl);
  const hostelHead = createHostelHeads(options.apiUrl, { ttlMs: options.headTtlMs });
  const proxy = createApiProxy(options.apiUrl);
  const map = options.map ?? DEFAULT_MAP_SETTINGS;

  const app = express();
  app.disable('x-powered-by');
  app.use(
    securityHeaders({ ...options, production: options.production ?? false, mapOrigins: mapOrigins(map) }),
  );
  // Before compression: the API's answers (and uploads, WebSockets) pass through untouched.
  app.use((req, res, next) => (API_PATHS.test(req.url) ? proxy.web(req, res) : next()));
  app.use(compression());

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(options.publicUrl));
  });
  app.get(MAP_STYLE_PATH, serveMapStyle(map));
  app.get('/sitemap.xml', async (_req, res) => {
    try {
      const data = await fetchSitemapData(options.apiUrl);
      res.type('application/xml').set('Cache-Control', REVALIDATE).send(sitemapXml(data, options.publicUrl));
    } catch {
      res.status(503).set('Retry-After', '60').type('text/plain').send('The sitemap is not available now.');
    }
  });

  async function page(req: Request, res: Response) {
    const url = new URL(req.originalUrl, 'http://web');
    const [head, rendered] = await Promise.all([
      pageHead(url, { publicUrl: options.publicUrl, hostelHead }),
      render(url, req),
    ]);
    res
      .status(head?.status ?? 200)
      .type('html')
      .set('Cache-Control', REVALIDATE)
      .send(renderShell(shell, head, rendered, cspNonce(res)));
  }

  // index.html is the shell of every page: never served as a plain file, but for the service worker's
  // offline copy (lib/pwa/sw.ts), in which the app renders whatever page is opened.
  app.get(['/', '/index.html'], page);
  app.get(APP_SHELL_PATH, (_req, res) => void res.type('html').set('Cache-Control', REVALIDATE).send(shell));
  // The build keeps its source maps (the original sources, for error reports); nobody downloads them.
  if (options.production)
    app.use((req, res, next) =>
      req.path.endsWith('.map') ? void res.status(404).type('text/plain').send('Not found') : next(),
    );
  app.use(
    sirv(options.distDir, {
      extensions: [],
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders: (res, pathname) =>
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
    }),
  );
  // A missing hashed file is a 404, not the shell: the app reloads once when a deploy removed a chunk.
  app.use('/assets', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
  app.get('/{*path}', page);

  return { app, upgrade: proxy.upgrade };
}

export interface RunningWebServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startWebServer(
  options: WebServerOptions & { port: number; host?: string },
): Promise<RunningWebServer> {
  const { app, upgrade } = createWebApp(options);
  const server = createServer(app);
  server.on('upgrade', (req, socket, head) => {
    if (API_PATHS.test(req.url ?? '')) upgrade(req, socket as Socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
