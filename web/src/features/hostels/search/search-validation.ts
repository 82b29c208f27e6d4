import type { SearchState } from './search-params';

/** The server's search rules, checked before a search is sent so the message lands on the field. */
export function validateSearch(state: SearchState): Partial<Record<keyof SearchState, string>> {
  const errors: Partial<Record<keyof SearchState, string>> = {};
  if (state.city.trim().length > 100) errors.city = 'The city must be at most 100 characters.';
  if (state.checkIn && !state.checkOut) errors.checkOut = 'Choose a check-out date too.';
  if (state.checkOut && !state.checkIn) errors.checkIn = 'Choose a check-in date too.';
  if (state.checkIn && state.checkOut) {
    const nights = (Date.parse(state.checkOut) - Date.parse(state.checkIn)) / 86_400_000;
    if (!(nights >= 1)) errors.checkOut = 'Check-out must be after check-in.';
    else if (nights > 366) errors.checkOut = 'A stay can last at most 366 nights.';
  }
  if (state.radiusKm !== null && !(state.radiusKm > 0 && state.radiusKm <= 15)) {
    errors.radiusKm = 'The radius must be more than 0 and at most 15 km.';
  }
  if (state.beds !== null && !(Number.isInteger(state.beds) && state.beds >= 1 && state.beds <= 50)) {
    errors.beds = 'Beds must be between 1 and 50.';
  }
  const amount = /^\d+(\.\d{1,2})?$/;
  if (state.minPrice && !amount.test(state.minPrice))
    errors.minPrice = 'Type an amount such as 150 or 99.50.';
  if (state.maxPrice && !amount.test(state.maxPrice))
    errors.maxPrice = 'Type an amount such as 150 or 99.50.';
  if (
    !errors.minPrice &&
    !errors.maxPrice &&
    state.minPrice &&
    state.maxPrice &&
    Number(state.maxPrice) < Number(state.minPrice)
  ) {
    errors.maxPrice = 'The maximum price must be at least the minimum price.';
  }
  return errors;
}
