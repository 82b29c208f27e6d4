import { Box, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import { useScrolledNear } from '../../../lib/scrolled-near';
import { formatDistance } from '../format';
import { walkingMinutes } from '../map/geo';

// MapLibre loads once the location is scrolled near: never before the page's first paint.
const HostelMap = lazy(() =>
  importWithReload(() => import('../map/hostel-map')).then((m) => ({ default: m.HostelMap })),
);

export interface HostelLocationProps {
  name: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Nearest first, with their straight-line distances (the API's). */
  nearbyUniversities: { id: string; name: string; distanceMeters: number }[];
  /** The university searched near (the link's `university`); else the nearest is given. */
  universityId?: string | null;
}

const mapBox = <Box h={220} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} />;

/** The walk to the chosen university, honestly an estimate, and the hostel on a small map. */
export function HostelLocation(props: HostelLocationProps) {
  const { seen, ref } = useScrolledNear('200px');
  const university =
    props.nearbyUniversities.find((u) => u.id === props.universityId) ?? props.nearbyUniversities[0];
  const { latitude, longitude } = props;
  return (
    <Stack gap="xs">
      {university && (
        <div>
          <Text size="sm" fw={600}>
            About {walkingMinutes(university.distanceMeters)} min walk to {university.name}
          </Text>
          <Text size="xs" c="dimmed">
            Estimated from {formatDistance(university.distanceMeters)} in a straight line; streets make the
            walk longer or shorter.
          </Text>
        </div>
      )}
      {latitude != null && longitude != null && (
        <div ref={ref}>
          {seen ? (
            <Suspense fallback={mapBox}>
              <HostelMap
                name={props.name}
                latitude={latitude}
                longitude={longitude}
                universityId={university?.id ?? null}
              />
            </Suspense>
          ) : (
            mapBox
          )}
        </div>
      )}
    </Stack>
  );
}
