import { Box, Button } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import type { SearchMapProps } from '../map/search-map';

// MapLibre (about 300 KB) loads with the first map opened, never with the search itself.
const SearchMap = lazy(() =>
  importWithReload(() => import('../map/search-map')).then((m) => ({ default: m.SearchMap })),
);

/** The map's box while its code loads (and as the server sends it): the page keeps its layout. */
const placeholder = <Box h={{ base: 420, sm: 560 }} bg="var(--mantine-color-default-hover)" />;

const subscribe = () => () => {};

/**
 * The search's map (features/hostels/map/search-map.tsx), rendered in the browser only: hydration
 * renders the placeholder the server sent, then the map.
 */
export function MapSlot(props: SearchMapProps) {
  const browser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <Suspense fallback={placeholder}>{browser ? <SearchMap {...props} /> : placeholder}</Suspense>;
}

export interface ViewToggleProps {
  view: 'list' | 'map';
  onChange: (view: 'list' | 'map') => void;
}

/** List or map: two pressed-or-not buttons, the view kept in the URL by the caller. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const option = (value: 'list' | 'map', label: string) => (
    <Button
      variant={view === value ? 'filled' : 'default'}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Button.Group aria-label="Show the results as">
      {option('list', 'List')}
      {option('map', 'Map')}
    </Button.Group>
  );
}
