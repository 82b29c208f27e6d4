import { LngLatBounds, type LngLatBoundsLike } from 'maplibre-gl';
import type { MapBoundsInput } from '../../../gql/graphql';

export interface LngLatPoint {
  latitude: number;
  longitude: number;
}

/** The area to show: the searched area as it is, else every point with some room around it. */
export function viewOf(points: LngLatPoint[], area: MapBoundsInput | null): LngLatBoundsLike | null {
  if (area) {
    // West above east crosses the antimeridian: MapLibre wants the east edge past 180 then.
    const east = area.west > area.east ? area.east + 360 : area.east;
    return [area.west, area.south, east, area.north];
  }
  if (points.length === 0) return null;
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend([point.longitude, point.latitude]);
  return bounds;
}

/** Room around fitted points, so the markers' labels stay inside the frame. */
export const FIT_PADDING = { top: 60, bottom: 60, left: 60, right: 60 };
/** A single point (or points close together) is not shown closer than a street's scale. */
export const FIT_MAX_ZOOM = 15;
