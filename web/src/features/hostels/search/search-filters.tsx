import { useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Collapse,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconAdjustments, IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AMENITY_SUGGESTIONS } from '../amenities';
import { HostelsUniversitiesQuery } from '../api/search';
import { emptySearch, MAX_RADIUS_KM, type SearchState } from './search-params';
import { validateSearch } from './search-validation';

export interface SearchFiltersProps {
  value: SearchState;
  onSearch: (next: SearchState) => void;
}

const GENDERS = [
  { value: '', label: 'Any' },
  { value: 'MIXED', label: 'Mixed' },
  { value: 'FEMALE', label: 'Female only' },
  { value: 'MALE', label: 'Male only' },
];

const RATINGS = [
  { value: '', label: 'Any rating' },
  { value: '3', label: '3 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '4.5', label: '4.5 stars and up' },
];

/** The search form: edits a draft of the search and applies it to the URL on submit. */
export function SearchFilters({ value, onSearch }: SearchFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [moreOpen, setMoreOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof SearchState, string>>>({});
  const universities = useQuery(HostelsUniversitiesQuery);
  const [applied, setApplied] = useState(value);
  // The URL can change under the form (Back, a shared link): show what the URL says.
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
    setErrors({});
  }
  const set = <K extends keyof SearchState>(key: K, next: SearchState[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
    else setMoreOpen(true);
  };

  const universityData = (universities.data?.universities ?? []).map((u) => ({
    value: u.id,
    label: `${u.name} (${u.city})`,
  }));

  return (
    <Card withBorder radius="lg" component="form" role="search" aria-label="Search hostels" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="City"
          placeholder="e.g. Accra"
          value={draft.city}
          error={errors.city}
          onChange={(e) => set('city', e.currentTarget.value)}
        />
        <Select
          label="Near university"
          placeholder={universities.error ? 'Universities could not be loaded' : 'Any university'}
          data={universityData}
          searchable
          clearable
          nothingFoundMessage="No university by that name"
          value={draft.universityId || null}
          onChange={(next) => set('universityId', next ?? '')}
        />
        <TextInput
          label="Check-in"
          type="date"
          value={draft.checkIn}
          error={errors.checkIn}
          onChange={(e) => set('checkIn', e.currentTarget.value)}
        />
        <TextInput
          label="Check-out"
          type="date"
          value={draft.checkOut}
          min={draft.checkIn || undefined}
          error={errors.checkOut}
          onChange={(e) => set('checkOut', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Collapse expanded={moreOpen}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mt="sm">
          <NumberInput
            label="Radius around the university (km)"
            min={1}
            max={MAX_RADIUS_KM}
            disabled={!draft.universityId}
            value={draft.radiusKm ?? ''}
            error={errors.radiusKm}
            onChange={(next) => set('radiusKm', typeof next === 'number' ? next : null)}
          />
          <NumberInput
            label="Beds"
            min={1}
            max={50}
            allowDecimal={false}
            value={draft.beds ?? ''}
            error={errors.beds}
            onChange={(next) => set('beds', typeof next === 'number' ? next : null)}
          />
          <TextInput
            label="Minimum price per bed"
            inputMode="decimal"
            value={draft.minPrice}
            error={errors.minPrice}
            onChange={(e) => set('minPrice', e.currentTarget.value.trim())}
          />
          <TextInput
            label="Maximum price per bed"
            inputMode="decimal"
            value={draft.maxPrice}
            error={errors.maxPrice}
            onChange={(e) => set('maxPrice', e.currentTarget.value.trim())}
          />
          <NativeSelect
            label="Gender policy"
            data={GENDERS}
            value={draft.genderPolicy ?? ''}
            onChange={(e) =>
              set('genderPolicy', (e.currentTarget.value || null) as SearchState['genderPolicy'])
            }
          />
          <NativeSelect
            label="Minimum rating"
            data={RATINGS}
            value={draft.minRating ? String(draft.minRating) : ''}
            onChange={(e) => set('minRating', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          />
          <TagsInput
            label="Amenities"
            placeholder="Pick or type"
            data={AMENITY_SUGGESTIONS}
            value={draft.amenities}
            onChange={(next) => set('amenities', next)}
            style={{ gridColumn: 'span 2' }}
            clearable
          />
        </SimpleGrid>
      </Collapse>
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconAdjustments size={18} />}
          onClick={() => setMoreOpen((open) => !open)}
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
