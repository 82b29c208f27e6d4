// A stand-in for an OpenStreetMap tile server, on the port the stack's MAP_TILES_URL names
// (scripts/lib/e2e-stack.mjs): the web server's /map/style.json points the app's maps at it, from
// another origin than the app's, as in production (CORS, and the page's Content-Security-Policy).
import { createServer } from 'node:http';
import { png } from './images.js';

export interface TileServer {
  /** Tiles asked for, as `z/x/y`. */
  served: string[];
  /** While true, every tile is a 500, as from a tile server that is down. */
  failing: boolean;
  close(): Promise<void>;
}

/** A 256 px tile: a pale ground, darker by zoom level, with a grid line at its edges. */
const tile = (z: number) => {
  const ground = 236 - Math.min(z, 18) * 4;
  return png(256, 256, (x, y) => (x === 0 || y === 0 ? [180, 180, 200] : [ground, ground - 6, ground - 20]));
};

export async function startTileServer(): Promise<TileServer> {
  const template = process.env.MAP_TILES_URL;
  if (!template) throw new Error('MAP_TILES_URL is not set: the e2e stack names the tile server.');
  const url = new URL(template.replace(/\{[xyz]\}/g, '0'));
  const pattern = /\/(\d+)\/(\d+)\/(\d+)\.png$/;
  const tiles = new Map<number, Buffer>();
  const state = { served: [] as string[], failing: false };
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const match = pattern.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const [, z, x, y] = match.map(Number) as [number, number, number, number];
    state.served.push(`${z}/${x}/${y}`);
    if (state.failing) return void res.writeHead(500).end('down');
    if (!tiles.has(z)) tiles.set(z, tile(z));
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tiles.get(z));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(url.port), url.hostname, () => resolve());
  });
  return Object.assign(state, {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
