// The production web server: the built app (web/dist) with brotli/gzip, immutable caching of the
// hashed assets, the SPA fallback with each page's head written in (head.ts), robots.txt and
// sitemap.xml (crawlers.ts), and the API's paths forwarded to the API (proxy.ts). `npm start` and
// the container image's `web` target run it (main.ts).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import sirv from 'sirv';
import { fetchSitemapData, robotsTxt, sitemapXml } from './crawlers';
import { createHostelHeads, pageHead, renderShell } from './head';
import { API_PATHS, createApiProxy } from './proxy';

export interface WebServerOptions {
  /** The built app (vite build's outDir). */
  distDir: string;
  /** Where the API listens (GraphQL, files, the sitemap's data). */
  apiUrl: string;
  /** The site's public address: canonical links, Open Graph and sitemap URLs. */
  publicUrl: string;
  /** How long a hostel's head facts are reused (ms). */
  headTtlMs?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, version.json, favicon) is revalidated on every use: a deploy shows at once.
const REVALIDATE = 'no-cache';

export function createWebApp(options: WebServerOptions) {
  const shell = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const hostelHead = createHostelHeads(options.apiUrl, { ttlMs: options.headTtlMs });
  const proxy = createApiProxy(options.apiUrl);

  const app = express();
  app.disable('x-powered-by');
  // Before compression: the API's answers (and uploads, WebSockets) pass through untouched.
  app.use((req, res, next) => (API_PATHS.test(req.url) ? proxy.web(req, res) : next()));
  app.use(compression());

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(options.publicUrl));
  });
  app.get('/sitemap.xml', async (_req, res) => {
    try {
      const data = await fetchSitemapData(options.apiUrl);
      res.type('application/xml').set('Cache-Control', REVALIDATE).send(sitemapXml(data, options.publicUrl));
    } catch {
      res.status(503).set('Retry-After', '60').type('text/plain').send('The sitemap is not available now.');
    }
  });

  async function page(req: Request, res: Response) {
    const head = await pageHead(new URL(req.originalUrl, 'http://web'), {
      publicUrl: options.publicUrl,
      hostelHead,
    });
    res
      .status(head?.status ?? 200)
      .type('html')
      .set('Cache-Control', REVALIDATE)
      .send(renderShell(shell, head));
  }

  // index.html is the shell of every page: never served as a plain file.
  app.get(['/', '/index.html'], page);
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
