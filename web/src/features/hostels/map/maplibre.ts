// MapLibre GL for the app's maps, in their lazy chunks only. Its worker is a file of the build,
// served from the app's own origin ('self' in the worker-src policy, no blob: worker), and the style
// comes from the web server's /map/style.json (its MAP_* settings).
import { Map as MapLibreMap, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MAP_STYLE_PATH } from '../../../config/map';

setWorkerUrl(workerUrl);

/** Past this without a single tile, the map gives way to the list (a network that never answers). */
const LOAD_TIMEOUT_MS = 12_000;

export type MapFailure = (reason: string) => void;

/**
 * A map in `container` with the configured style; `onFail` is called once, with the reason to show,
 * when it cannot be useful: no WebGL, the style unreachable, or tiles failing before any showed.
 */
export function createMap(options: Omit<MapOptions, 'style'>, onFail: MapFailure): MapLibreMap | null {
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({ ...options, style: MAP_STYLE_PATH, attributionControl: { compact: true } });
  } catch {
    onFail('This browser cannot draw maps (WebGL is off or not supported).');
    return null;
  }
  let failed = false;
  let tileShown = false;
  const fail = (reason: string) => {
    if (failed || tileShown) return;
    failed = true;
    clearTimeout(timer);
    onFail(reason);
  };
  const timer = setTimeout(() => fail('The map took too long to load.'), LOAD_TIMEOUT_MS);
  map.on('error', (event) => {
    // A tile's or a source's failure names them; the style's does not.
    const { sourceId, tile } = event as unknown as { sourceId?: string; tile?: unknown };
    if (sourceId || tile) fail('The map tiles could not be loaded.');
    else if (!map.isStyleLoaded()) fail('The map style could not be loaded.');
  });
  map.on('sourcedata', (event) => {
    // The app's own GeoJSON sources do not count: only the tile source's tiles show a map.
    if (event.tile && !map.getSource(event.sourceId)?.type.startsWith('geojson') && !failed) {
      tileShown = true;
      clearTimeout(timer);
    }
  });
  map.on('remove', () => clearTimeout(timer));
  return map;
}

export { MapLibreMap };
