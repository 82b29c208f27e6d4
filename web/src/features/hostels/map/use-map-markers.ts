import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useEffectEvent, useRef } from 'react';
import classes from './map.module.css';
import type { LngLatPoint } from './map-points';

export interface HostelPoint extends LngLatPoint {
  id: string;
  slug: string;
  name: string;
  /** The card's price figure (search/card-price.tsx). */
  price: string;
}

const SOURCE = 'hostels';

const featuresOf = (points: HostelPoint[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: points.map((point) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    properties: { id: point.id },
  })),
});

function button(className: string | undefined, text: string, label: string) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className ?? '';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  return element;
}

/**
 * The hostels as HTML markers (buttons: focusable, readable, clickable), clustered by MapLibre's
 * GeoJSON source where their labels would overlap: a cluster is its count and zooms in when pressed.
 */
export function useMapMarkers(
  map: MapLibreMap | null,
  points: HostelPoint[],
  selectedId: string | null,
  onSelect: (id: string | null) => void,
) {
  const markers = useRef(new Map<string, Marker>());
  const byId = useRef(new Map<string, HostelPoint>());
  const select = useEffectEvent(onSelect);
  const isSelected = useEffectEvent((id: string) => id === selectedId);

  useEffect(() => {
    if (!map) return;
    const shown = markers.current;
    const clear = () => {
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    };
    // The markers of what the source's clustering shows now, made or dropped to match it.
    const sync = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const properties = feature.properties as { id?: string; cluster_id?: number; point_count?: number };
        const key =
          properties.cluster_id != null ? `cluster:${properties.cluster_id}` : `hostel:${properties.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (shown.has(key)) continue;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        let element: HTMLButtonElement;
        if (properties.cluster_id != null) {
          const clusterId = properties.cluster_id;
          const count = properties.point_count ?? 0;
          element = button(classes.cluster, String(count), `${count} hostels here: zoom in`);
          element.addEventListener('click', (originalEvent) => {
            const source = map.getSource<GeoJSONSource>(SOURCE);
            // The person's own move (originalEvent): the map offers to search the area it shows then.
            void source
              ?.getClusterExpansionZoom(clusterId)
              .then((zoom) => map.easeTo({ center: [lng, lat], zoom }, { originalEvent }));
          });
        } else {
          const hostel = byId.current.get(properties.id ?? '');
          if (!hostel) continue;
          element = button(classes.price, hostel.price, `${hostel.name}: ${hostel.price}`);
          element.setAttribute('aria-pressed', String(isSelected(hostel.id)));
          element.dataset.hostelId = hostel.id;
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            select(hostel.id);
          });
        }
        shown.set(key, new Marker({ element }).setLngLat([lng, lat]).addTo(map));
      }
      for (const [key, marker] of shown) {
        if (seen.has(key)) continue;
        marker.remove();
        shown.delete(key);
      }
    };
    map.addSource(SOURCE, {
      type: 'geojson',
      data: featuresOf([]),
      cluster: true,
      // About a price tag's width: closer tags would cover one another.
      clusterRadius: 50,
      clusterMaxZoom: 17,
    });
    // Never painted: a source loads its tiles (and so its clusters) only for a layer that uses it.
    map.addLayer({
      id: SOURCE,
      type: 'circle',
      source: SOURCE,
      paint: { 'circle-opacity': 0, 'circle-radius': 1 },
    });
    const onData = (event: { sourceId?: string }) => void (event.sourceId === SOURCE && sync());
    const onClick = () => select(null);
    map.on('sourcedata', onData);
    map.on('moveend', sync);
    map.on('click', onClick);
    return () => {
      map.off('sourcedata', onData);
      map.off('moveend', sync);
      map.off('click', onClick);
      clear();
      if (map.getLayer(SOURCE)) map.removeLayer(SOURCE);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  // New results: the clusters are made anew (their ids would name other groups of hostels).
  useEffect(() => {
    byId.current = new Map(points.map((point) => [point.id, point]));
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!source) return;
    for (const marker of markers.current.values()) marker.remove();
    markers.current.clear();
    void source.setData(featuresOf(points));
  }, [map, points]);

  useEffect(() => {
    for (const marker of markers.current.values()) {
      const element = marker.getElement();
      if (element.dataset.hostelId)
        element.setAttribute('aria-pressed', String(element.dataset.hostelId === selectedId));
    }
  }, [selectedId]);
}
