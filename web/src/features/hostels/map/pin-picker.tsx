import { Text } from '@mantine/core';
import { Marker, NavigationControl, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { HostelsUniversitiesQueryQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { HostelsUniversitiesQuery } from '../api/search';
import { createMap } from './maplibre';
import { FIT_MAX_ZOOM, FIT_PADDING, viewOf } from './map-points';
import classes from './map.module.css';

export interface PinPickerProps {
  /** The typed coordinates ('' while a field is empty): the pin follows them. */
  latitude: number | string;
  longitude: number | string;
  onPick: (latitude: number, longitude: number) => void;
}

/** Six decimals, as the fields take them (about 10 cm). */
const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const typed = (latitude: number | string, longitude: number | string): [number, number] | null => {
  const lat = latitude === '' ? NaN : Number(latitude);
  const lng = longitude === '' ? NaN : Number(longitude);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : null;
};

/**
 * The listing's map picker: a click or a dragged pin sets the coordinates, typed coordinates move the
 * pin. Without a position yet it shows the universities students search by.
 */
export function PinPicker({ latitude, longitude, onPick }: PinPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pin = useRef<Marker | null>(null);
  const pick = useEffectEvent(onPick);
  const at = typed(latitude, longitude);
  const first = useRef(at);

  useEffect(() => {
    const start = first.current;
    const created = createMap(
      { container: container.current!, center: start ?? [0, 20], zoom: start ? 16 : 1 },
      setFailure,
    );
    if (!created) return;
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.on('click', (event) => pick(round6(event.lngLat.lat), round6(event.lngLat.lng)));
    created.on('load', () => setMap(created));
    let live = true;
    if (!start) {
      void graphqlRequest(HostelsUniversitiesQuery, {}).then(
        ({ universities }: HostelsUniversitiesQueryQuery) => {
          const view = viewOf(universities, null);
          if (live && view)
            created.fitBounds(view, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
      created.remove();
    };
  }, []);

  const lng = at?.[0];
  const lat = at?.[1];
  useEffect(() => {
    if (!map) return;
    if (lng === undefined || lat === undefined) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (!pin.current) {
      const element = document.createElement('div');
      element.className = classes.pin ?? '';
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', 'The hostel’s pin');
      // Placed before it is added: a marker without a position cannot be drawn.
      pin.current = new Marker({ element, draggable: true, anchor: 'bottom' })
        .setLngLat([lng, lat])
        .addTo(map);
      pin.current.on('dragend', () => {
        const { lat, lng } = pin.current!.getLngLat();
        pick(round6(lat), round6(lng));
      });
    }
    pin.current.setLngLat([lng, lat]);
    if (!map.getBounds().contains([lng, lat]))
      map.jumpTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 15) });
  }, [map, lng, lat]);

  if (failure) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {failure} Type the coordinates instead (from your map app).
      </Text>
    );
  }
  return (
    <div>
      <div
        ref={container}
        style={{ height: 300, borderRadius: 8, overflow: 'hidden' }}
        role="region"
        aria-label="Map: click where the hostel is, or drag its pin"
      />
      <Text size="xs" c="dimmed" mt={4}>
        Click where the entrance is, or drag the pin; the latitude and longitude follow, and typing them moves
        the pin.
      </Text>
    </div>
  );
}
