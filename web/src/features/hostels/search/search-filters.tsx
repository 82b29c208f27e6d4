import { Button, Card, Center, Group, Loader, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustments, IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import type { SearchData } from './search-loader';
import { emptySearch, type SearchState } from './search-params';
import { DayInput } from '../../../components/day-input';

export interface SearchFiltersProps {
  value: SearchState;
  /** Null when they could not be loaded. */
  universities: SearchData['universities'];
  onSearch: (next: SearchState) => void;
}

// Most visitors never open "More filters": its inputs load on first hover, focus or click.
const loadMoreFilters = () => importWithReload(() => import('./more-filters'));
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));
// The search rules (the API's own, from @hostel/common) run on submit only: they load with the
// first focus or pointer in the form rather than with the page, the first a visitor loads.
const loadValidation = () => importWithReload(() => import('./search-validation'));

/** The search form: edits a draft of the search and applies it to the URL on submit. */
export function SearchFilters({ value, universities, onSearch }: SearchFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [moreOpen, setMoreOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof SearchState, string>>>({});
  const [applied, setApplied] = useState(value);
  // The URL can change under the form (Back, a shared link): show what the URL says.
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
    setErrors({});
  }
  const set = <K extends keyof SearchState>(key: K, next: SearchState[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateSearch } = await loadValidation();
    const found = validateSearch(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
    else setMoreOpen(true);
  };

  const list = universities ?? [];
  const universityData = [
    { value: '', label: universities ? 'Any university' : 'Universities could not be loaded' },
    // A university the list does not hold (from an old link) still shows as the one chosen.
    ...(draft.universityId && !list.some((u) => u.id === draft.universityId)
      ? [{ value: draft.universityId, label: 'Unknown university' }]
      : []),
    ...list.map((u) => ({ value: u.id, label: `${u.name} (${u.city})` })),
  ];

  return (
    <Card
      withBorder
      radius="lg"
      component="form"
      role="search"
      aria-label="Search hostels"
      onSubmit={(event: FormEvent) => void submit(event)}
      onFocus={() => void loadValidation()}
      onPointerEnter={() => void loadValidation()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="City"
          placeholder="e.g. Accra"
          value={draft.city}
          error={errors.city}
          onChange={(e) => set('city', e.currentTarget.value)}
        />
        <NativeSelect
          label="Near university"
          data={universityData}
          value={draft.universityId}
          onChange={(e) => set('universityId', e.currentTarget.value)}
        />
        <DayInput
          label="Check-in"
          value={draft.checkIn}
          error={errors.checkIn}
          onChange={(day) => set('checkIn', day)}
        />
        <DayInput
          label="Check-out"
          value={draft.checkOut}
          min={draft.checkIn}
          error={errors.checkOut}
          onChange={(day) => set('checkOut', day)}
        />
      </SimpleGrid>
      {/* The draft lives here, so closing the panel loses nothing. */}
      {moreOpen && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label="Loading more filters" />
            </Center>
          }
        >
          <MoreFilters draft={draft} errors={errors} set={set} />
        </Suspense>
      )}
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconAdjustments size={18} />}
          onClick={() => setMoreOpen((open) => !open)}
          onPointerEnter={() => void loadMoreFilters()}
          onFocus={() => void loadMoreFilters()}
          aria-expanded={moreOpen}
        >
          {moreOpen ? 'Fewer filters' : 'More filters'}
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={() => onSearch({ ...emptySearch, sort: value.sort })}
          >
            Clear
          </Button>
          <Button type="submit" leftSection={<IconSearch size={18} />}>
            Search
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
