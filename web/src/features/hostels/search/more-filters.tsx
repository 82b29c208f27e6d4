import { NativeSelect, NumberInput, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { AMENITY_SUGGESTIONS } from '../amenities';
import { MAX_RADIUS_KM, type SearchState } from './search-params';

export interface MoreFiltersProps {
  draft: SearchState;
  errors: Partial<Record<keyof SearchState, string>>;
  set: <K extends keyof SearchState>(key: K, next: SearchState[K]) => void;
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

/**
 * The filters behind "More filters". Their inputs (number inputs, the amenities combobox) are a
 * large part of the search's code, so this panel is its own chunk, loaded when first opened.
 */
export function MoreFilters({ draft, errors, set }: MoreFiltersProps) {
  // The API compares the stay's total with dates, else the monthly equivalent per bed, in the
  // currency most hostels of the city use.
  const dated = Boolean(draft.checkIn && draft.checkOut);
  const priceWhat = dated ? 'total for your dates' : 'per month per bed';
  const priceHelp = dated
    ? 'What the whole stay costs, fees included, in the local currency.'
    : 'Nightly and term prices count as their monthly equivalent, in the local currency.';
  return (
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
        label={`Minimum price, ${priceWhat}`}
        description={priceHelp}
        inputMode="decimal"
        value={draft.minPrice}
        error={errors.minPrice}
        onChange={(e) => set('minPrice', e.currentTarget.value.trim())}
      />
      <TextInput
        label={`Maximum price, ${priceWhat}`}
        description={priceHelp}
        inputMode="decimal"
        value={draft.maxPrice}
        error={errors.maxPrice}
        onChange={(e) => set('maxPrice', e.currentTarget.value.trim())}
      />
      <NativeSelect
        label="Gender policy"
        data={GENDERS}
        value={draft.genderPolicy ?? ''}
        onChange={(e) => set('genderPolicy', (e.currentTarget.value || null) as SearchState['genderPolicy'])}
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
  );
}
