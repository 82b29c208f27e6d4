import { Text } from '@mantine/core';
import { Marker, NavigationControl, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { HostelsUniversitiesQueryQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { HostelsUniversitiesQuery } from '../api/search';
import { createMap } from './maplibre';
import { FIT_MAX_ZOOM, FIT_PADDING, viewOf } from './map-points';
import classes from './map.module.css';

export interface HostelMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** The university the walk is given to, marked too. */
  universityId: string | null;
}

type Universities = HostelsUniversitiesQueryQuery['universities'];
/** Where the universities are (the hostel page's data names them, not their place): once a page load. */
let universities: Promise<Universities | null> | null = null;

function marker(
  map: MapLibreMap,
  className: string | undefined,
  label: string,
  at: [number, number],
  anchor: 'bottom' | 'center',
) {
  const element = document.createElement('div');
  element.className = className ?? '';
  element.title = label;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  return new Marker({ element, anchor }).setLngLat(at).addTo(map);
}

/** The hostel page's small map: the hostel's pin, and the university when one was searched near. */
export function HostelMap({ name, latitude, longitude, universityId }: HostelMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const map = createMap(
      {
        container: container.current!,
        center: [longitude, latitude],
        zoom: FIT_MAX_ZOOM,
        cooperativeGestures: true,
      },
      setFailure,
    );
    if (!map) return;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    marker(map, classes.pin, `${name} on the map`, [longitude, latitude], 'bottom');
    let live = true;
    if (universityId) {
      universities ??= graphqlRequest(HostelsUniversitiesQuery, {}).then(
        (data) => data.universities,
        () => (universities = null),
      );
      void universities.then((list) => {
        const university = list?.find((u) => u.id === universityId);
        if (!live || !university) return;
        marker(map, classes.campus, university.name, [university.longitude, university.latitude], 'center');
        const view = viewOf([{ latitude, longitude }, university], null);
        if (view) map.fitBounds(view, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
      });
    }
    return () => {
      live = false;
      map.remove();
    };
  }, [name, latitude, longitude, universityId]);

  if (failure) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {failure} The address above is where the hostel is.
      </Text>
    );
  }
  return (
    <div
      ref={container}
      style={{ height: 220, borderRadius: 8, overflow: 'hidden' }}
      aria-label={`Map of ${name}`}
      role="region"
    />
  );
}
