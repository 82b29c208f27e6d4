/** Sizes of a hostel listing's fields, which the search checks too. */
export const LISTING_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 5000,
  houseRulesMax: 2000,
  addressMax: 200,
  cityMax: 100,
  countryMax: 100,
  roomTypesMax: 20,
  roomNameMax: 60,
  roomDescriptionMax: 1000,
  bedsPerRoomMax: 50,
  totalBedsMax: 1000,
  photosMax: 30,
  captionMax: 200,
  // A price per bed, in minor units. Its monthly equivalent (a night's price x 30, which search
  // stores and shows) must stay within MONEY_MAX: 70,000,000 x 30 does, 100,000,000 x 30 did not.
  priceMax: 70_000_000,
  termNameMax: 60,
} as const;

/** How many amenities a hostel, a room type or a search may name, and how long each may be. */
export const AMENITY_LIMITS = { count: 30, length: 40 } as const;

/**
 * The longest text any argument may carry, whatever its field (the API refuses longer ones before
 * anything runs); fields with a rule of their own have tighter bounds (listing, reason, note, search).
 */
export const TEXT_INPUT_MAX = 10_000;

/** The longest search text of an admin list (users, listings, reservations). */
export const SEARCH_TEXT_MAX = 100;

/** The message for a search text over SEARCH_TEXT_MAX, or null. */
export const searchTextError = (text: string) =>
  text.trim().length > SEARCH_TEXT_MAX
    ? `The search text must be at most ${SEARCH_TEXT_MAX} characters.`
    : null;
