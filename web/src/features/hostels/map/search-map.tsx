import { Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Marker, NavigationControl, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { paths, type StayQuery } from '../../../config/paths';
import { getFragmentData } from '../../../gql';
import type { MapBoundsInput } from '../../../gql/graphql';
import { HostelCardFieldsFragment } from '../api/search';
import { formatRating } from '../format';
import { CardPrice, cardPriceText, type CardPriceValues } from '../search/card-price';
import type { SearchHostels } from '../search/search-loader';
import type { SearchState } from '../search/search-params';
import { searchBounds } from './geo';
import { createMap } from './maplibre';
import { FIT_MAX_ZOOM, FIT_PADDING, viewOf, type LngLatPoint } from './map-points';
import { useMapMarkers, type HostelPoint } from './use-map-markers';
import classes from './map.module.css';

export interface SearchMapProps {
  hostels: SearchHostels;
  stay: StayQuery;
  search: SearchState;
  /** The university searched near, marked on the map. */
  university: ({ id: string; name: string } & LngLatPoint) | null;
  onSearchArea: (bounds: MapBoundsInput) => void;
  onFail: (reason: string) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

interface Selected extends HostelPoint {
  values: CardPriceValues;
  rating: string;
}

/** The search's results on a map: a price per hostel, clusters where they overlap, the university. */
export function SearchMap(props: SearchMapProps) {
  const { hostels, search, university } = props;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const onFail = useEffectEvent(props.onFail);

  const hostelsById = useMemo(() => {
    const byId = new Map<string, Selected>();
    for (const { node } of hostels.edges) {
      if (node.latitude == null || node.longitude == null) continue;
      const card = getFragmentData(HostelCardFieldsFragment, node);
      byId.set(node.id, {
        id: node.id,
        slug: node.slug,
        name: card.name,
        // The card's own figure: the stay's total with dates, else the monthly equivalent.
        price: cardPriceText(card).main,
        latitude: node.latitude,
        longitude: node.longitude,
        values: card,
        rating: formatRating(card.ratingAverage, card.reviewCount),
      });
    }
    return byId;
  }, [hostels]);
  const points = useMemo(() => [...hostelsById.values()], [hostelsById]);
  // The search apart from its area and view: when it changes, the map shows the new results.
  const { bounds: area, view: _view, ...filters } = search;
  const fitKey = JSON.stringify(filters);

  // The map itself, once: its first view is the searched area, else the results and university.
  const first = useRef({ points, area, university });
  useEffect(() => {
    const { points, area, university } = first.current;
    const view = viewOf(university ? [...points, university] : points, area);
    const created = createMap(
      {
        container: container.current!,
        ...(view
          ? { bounds: view, fitBoundsOptions: { padding: area ? 0 : FIT_PADDING, maxZoom: FIT_MAX_ZOOM } }
          : { center: [0, 20], zoom: 1 }),
      },
      (reason) => onFail(reason),
    );
    if (!created) return;
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // Offered once the person moved the map themselves (not when it fits new results).
    created.on('moveend', (event) => {
      if ('originalEvent' in event && event.originalEvent) setMoved(true);
    });
    created.on('load', () => setMap(created));
    return () => created.remove();
  }, []);

  // New results of another search: shown whole (the area searched keeps the view as the person left it).
  const fitted = useRef(fitKey);
  useEffect(() => {
    if (!map || fitted.current === fitKey) return;
    fitted.current = fitKey;
    const view = viewOf(university ? [...points, university] : points, null);
    if (view) map.fitBounds(view, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
  }, [map, fitKey, points, university]);

  // A new frame size (a phone turned, a window resized) shows the results whole again, unless the
  // person chose what to see: an area searched, or the map moved.
  const refit = useEffectEvent(() => {
    const view = viewOf(university ? [...points, university] : points, null);
    if (map && view && !area && !moved) map.fitBounds(view, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
  });
  useEffect(() => {
    if (!map) return;
    const onResize = () => refit();
    map.on('resize', onResize);
    return () => void map.off('resize', onResize);
  }, [map]);

  useMapMarkers(map, points, selectedId, setSelectedId);

  useEffect(() => {
    if (!map || !university) return;
    const label = document.createElement('div');
    label.className = classes.university ?? '';
    label.textContent = university.name;
    label.setAttribute('role', 'img');
    label.setAttribute('aria-label', `${university.name} (the university searched near)`);
    const marker = new Marker({ element: label })
      .setLngLat([university.longitude, university.latitude])
      .addTo(map);
    return () => void marker.remove();
  }, [map, university]);

  const selected = selectedId ? hostelsById.get(selectedId) : undefined;
  const searchArea = () => {
    if (!map) return;
    const b = map.getBounds();
    setMoved(false);
    props.onSearchArea(searchBounds(b.getWest(), b.getSouth(), b.getEast(), b.getNorth()));
  };

  return (
    <Stack gap="sm">
      <div className={classes.frame}>
        <div
          ref={container}
          style={{ position: 'absolute', inset: 0 }}
          aria-label="Map of the results"
          role="region"
        />
        {moved && (
          <div className={classes.overlayTop}>
            <Button onClick={searchArea} radius="xl" size="sm">
              Search this area
            </Button>
          </div>
        )}
        {points.length === 0 && (
          <Card className={classes.overlayBottom} withBorder radius="md" padding="sm">
            <Text size="sm">No hostels to show here: move the map or zoom out, then search this area.</Text>
          </Card>
        )}
        {selected && (
          <Card
            className={classes.overlayBottom}
            withBorder
            radius="md"
            padding="sm"
            shadow="md"
            component="article"
            aria-label={selected.name}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={700} component="h3" m={0} lineClamp={2}>
                <Link to={paths.hostel(selected.slug, props.stay, search.universityId)}>{selected.name}</Link>
              </Text>
              <CloseButton aria-label="Close" onClick={() => setSelectedId(null)} />
            </Group>
            <Text size="sm" c="dimmed">
              {selected.rating}
            </Text>
            <CardPrice values={selected.values} />
          </Card>
        )}
      </div>
      <Text size="sm" c="dimmed">
        {hostels.totalCount > points.length
          ? `${points.length} of the results on the map: load more, or zoom in and search this area.`
          : 'Every result is on the map.'}
      </Text>
      <LoadMore pageInfo={hostels.pageInfo} label="Load more hostels" onLoad={props.onLoadMore} />
    </Stack>
  );
}
