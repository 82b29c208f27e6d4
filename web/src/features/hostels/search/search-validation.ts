import { checkSearch, FieldRules } from '@hostel/common';
import { isAmount, toMinor, type SearchState } from './search-params';

/** The server's search rules (@hostel/common), checked before a search is sent so the message lands on the field. */
export function validateSearch(
  state: SearchState,
  now = new Date(),
): Partial<Record<keyof SearchState, string>> {
  const rules = new FieldRules();
  // Prices are typed in major units: the typing is checked here, the amounts by the shared rules.
  for (const field of ['minPrice', 'maxPrice'] as const) {
    if (state[field] && !isAmount(state[field])) rules.add(field, 'Type an amount such as 150 or 99.50.');
  }
  const typed = Object.keys(rules.errors).length === 0;
  checkSearch(
    rules,
    {
      city: state.city,
      universityId: state.universityId || null,
      radiusKm: state.radiusKm,
      checkIn: state.checkIn || null,
      checkOut: state.checkOut || null,
      beds: state.beds,
      minPrice: typed ? toMinor(state.minPrice) : null,
      maxPrice: typed ? toMinor(state.maxPrice) : null,
      amenities: state.amenities,
      minRating: state.minRating,
    },
    '',
    now,
  );
  return rules.errors;
}
