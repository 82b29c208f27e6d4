/** Suggestions for owners and searchers; owners may add their own (the server keeps any short tag). */
export const AMENITY_SUGGESTIONS = [
  'Wi-Fi',
  'Water',
  'Electricity backup',
  'Security',
  'CCTV',
  'Kitchen',
  'Laundry',
  'Study room',
  'Air conditioning',
  'Fan',
  'Parking',
  'Gym',
  'Cleaning',
  'Shuttle to campus',
  'Private bathroom',
];
