import type { MapBoundsInput } from '../../../gql/graphql';

/** Degrees kept in a URL: 5 decimals is about a metre. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
/** A longitude brought into -180..180 (a map panned across the antimeridian goes past it). */
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The search's `bounds` for a map's visible area (its edges as the map gives them): longitudes
 * wrapped, a view wider than the world made the whole world, latitudes kept within the poles.
 */
export function searchBounds(west: number, south: number, east: number, north: number): MapBoundsInput {
  const whole = east - west >= 360;
  const lat = (value: number) => round(Math.max(-90, Math.min(90, value)));
  return {
    south: lat(south),
    west: whole ? -180 : round(wrapLng(west)),
    north: lat(north),
    east: whole ? 180 : round(wrapLng(east)),
  };
}

// A walk is about 1.3 times the straight line in a city's streets, at about 5 km/h.
const DETOUR = 1.3;
const WALK_METRES_PER_MINUTE = 5000 / 60;

/** Minutes on foot estimated from a straight-line distance (not a route: label it "about"). */
export const walkingMinutes = (straightMetres: number) =>
  Math.max(1, Math.round((straightMetres * DETOUR) / WALK_METRES_PER_MINUTE));
