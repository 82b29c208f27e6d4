// The map's tile source (issue 40), set when the server starts: OpenStreetMap-compatible raster tiles
// (MAP_TILES_URL, MAP_ATTRIBUTION) in a style this server writes, or a whole MapLibre style of a
// vector tile provider (MAP_STYLE_URL), which /map/style.json redirects to. The app always asks
// /map/style.json; the Content-Security-Policy allows the origins named here (security-headers.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface MapSettings {
  /** A provider's MapLibre style; its sources, sprites and glyphs must be on the same origin. */
  styleUrl: string | null;
  /** Raster tile URL templates ({z}/{x}/{y}), used without styleUrl. */
  tileUrls: string[];
  /** Shown on the map (HTML: the tiles' licence usually asks for a link). */
  attribution: string;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  styleUrl: null,
  // The OpenStreetMap Foundation's tiles suit light use only (its tile usage policy): set a provider's
  // tiles or style for production traffic.
  tileUrls: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  attribution: '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>',
};

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid ${name}: expected an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Invalid ${name}: expected an http(s) URL, got "${value}"`);
  return url;
}

/** MAP_STYLE_URL, MAP_TILES_URL (comma-separated templates), MAP_ATTRIBUTION; throws naming a bad one. */
export function mapSettingsFromEnv(env: Record<string, string | undefined>): MapSettings {
  const styleUrl = env.MAP_STYLE_URL?.trim() || null;
  if (styleUrl) httpUrl('MAP_STYLE_URL', styleUrl);
  const tiles = env.MAP_TILES_URL?.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of tiles ?? []) {
    // Checked with the placeholders filled in: a URL parser reads braces in a host as invalid.
    httpUrl('MAP_TILES_URL', url.replace(/\{[xyz]\}/g, '0'));
    if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
      throw new Error(`Invalid MAP_TILES_URL: "${url}" lacks {z}, {x} or {y}`);
  }
  return {
    styleUrl,
    tileUrls: tiles?.length ? tiles : DEFAULT_MAP_SETTINGS.tileUrls,
    attribution: env.MAP_ATTRIBUTION?.trim() || DEFAULT_MAP_SETTINGS.attribution,
  };
}

/** The origins the app's map fetches from: connect-src and img-src of the page. */
export const mapOrigins = (settings: MapSettings): string[] => [
  ...new Set(
    (settings.styleUrl ? [settings.styleUrl] : settings.tileUrls).map(
      (url) => new URL(url.replace(/\{[xyz]\}/g, '0')).origin,
    ),
  ),
];

/** The raster style of MAP_TILES_URL (MapLibre style specification, version 8). */
export const rasterStyle = (settings: MapSettings) => ({
  version: 8,
  sources: {
    tiles: {
      type: 'raster',
      tiles: settings.tileUrls,
      tileSize: 256,
      maxzoom: 19,
      attribution: settings.attribution,
    },
  },
  layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
});

/** GET /map/style.json, for the web server and Vite's dev server alike (plain node:http). */
export function serveMapStyle(settings: MapSettings) {
  const body = JSON.stringify(rasterStyle(settings));
  return (_req: IncomingMessage, res: ServerResponse) => {
    // Short-lived: a changed setting shows within minutes, without a new build.
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (settings.styleUrl) {
      res.statusCode = 302;
      res.setHeader('Location', settings.styleUrl);
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(body);
  };
}
