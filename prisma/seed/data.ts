// Static demo content: real cities and universities (approximate campus coordinates), and the
// pieces hostel listings are assembled from. Prices are integer minor units of the city's currency.
import type { GenderPolicy, PricePeriod } from '../../api/src/generated/prisma/client.js';

export interface SeedCity {
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  universities: { slug: string; name: string; latitude: number; longitude: number }[];
  streets: string[];
  /** Typical price per bed in minor units, by period. */
  prices: Record<PricePeriod, [number, number]>;
}

export const CITIES: SeedCity[] = [
  {
    name: 'Accra',
    country: 'Ghana',
    timeZone: 'Africa/Accra',
    currency: 'GHS',
    universities: [
      {
        slug: 'university-of-ghana',
        name: 'University of Ghana, Legon',
        latitude: 5.6506,
        longitude: -0.1962,
      },
      {
        slug: 'gimpa',
        name: 'Ghana Institute of Management and Public Administration',
        latitude: 5.6365,
        longitude: -0.177,
      },
    ],
    streets: [
      'Okponglo Road',
      'Bawaleshie Road',
      'East Legon Boundary Road',
      'Haatso-Atomic Road',
      'Achimota Forest Road',
    ],
    prices: { NIGHT: [8_000, 22_000], MONTH: [90_000, 260_000], SEMESTER: [320_000, 900_000] },
  },
  {
    name: 'Kumasi',
    country: 'Ghana',
    timeZone: 'Africa/Accra',
    currency: 'GHS',
    universities: [
      {
        slug: 'knust',
        name: 'Kwame Nkrumah University of Science and Technology',
        latitude: 6.6745,
        longitude: -1.5716,
      },
      {
        slug: 'kumasi-technical-university',
        name: 'Kumasi Technical University',
        latitude: 6.6961,
        longitude: -1.6262,
      },
    ],
    streets: ['Ayeduase Road', 'Kotei Road', 'Bomso Road', 'Ayigya Zongo Road', 'Anloga Junction Road'],
    prices: { NIGHT: [6_000, 16_000], MONTH: [70_000, 200_000], SEMESTER: [250_000, 700_000] },
  },
  {
    name: 'Nairobi',
    country: 'Kenya',
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    universities: [
      { slug: 'university-of-nairobi', name: 'University of Nairobi', latitude: -1.2798, longitude: 36.8163 },
      { slug: 'strathmore-university', name: 'Strathmore University', latitude: -1.3096, longitude: 36.8126 },
    ],
    streets: [
      'State House Road',
      'Ole Sangale Road',
      'Madaraka Estate Lane',
      'Kenyatta Avenue',
      'Ngong Road',
    ],
    prices: { NIGHT: [150_000, 400_000], MONTH: [1_500_000, 3_800_000], SEMESTER: [5_500_000, 12_000_000] },
  },
  {
    name: 'Lisbon',
    country: 'Portugal',
    timeZone: 'Europe/Lisbon',
    currency: 'EUR',
    universities: [
      {
        slug: 'universidade-de-lisboa',
        name: 'Universidade de Lisboa',
        latitude: 38.7527,
        longitude: -9.1586,
      },
      {
        slug: 'universidade-nova-de-lisboa',
        name: 'Universidade NOVA de Lisboa',
        latitude: 38.733,
        longitude: -9.1603,
      },
    ],
    streets: [
      'Avenida das Forças Armadas',
      'Rua de Entrecampos',
      'Avenida de Berna',
      'Rua Marquês de Fronteira',
      'Campo Grande',
    ],
    prices: { NIGHT: [2_200, 4_800], MONTH: [38_000, 72_000], SEMESTER: [180_000, 320_000] },
  },
];

export const NAME_STARTS = [
  'Legon',
  'Unity',
  'Sunrise',
  'Evergreen',
  'Campus',
  'Scholars',
  'Baobab',
  'Harbour',
  'Jacaranda',
  'Cedar',
  'Riverside',
  'Golden',
  'Summit',
  'Palm',
  'Horizon',
  'Acacia',
  'Kente',
  'Atlantic',
  'Savanna',
  'Lighthouse',
];
export const NAME_ENDS = [
  'Hostel',
  'Residence',
  'Lodge',
  'House',
  'Student Village',
  'Suites',
  'Hall',
  'Court',
];

export const AMENITIES = [
  'Wi-Fi',
  'Study room',
  'Laundry',
  'Kitchen',
  'Air conditioning',
  'Security guard',
  'CCTV',
  'Backup generator',
  'Water tank',
  'Gym',
  'Parking',
  'Shuttle to campus',
  'Cleaning service',
  'Bike storage',
  'Common room',
  'Rooftop terrace',
];
export const ROOM_AMENITIES = [
  'Desk',
  'Wardrobe',
  'Ceiling fan',
  'Private bathroom',
  'Shared bathroom',
  'Balcony',
  'Reading lamp',
  'Lockers',
];

export const ROOM_TEMPLATES: {
  name: string;
  bedsPerRoom: number;
  rooms: [number, number];
  factor: number;
}[] = [
  { name: 'Single room', bedsPerRoom: 1, rooms: [4, 12], factor: 1.8 },
  { name: '2-bed room', bedsPerRoom: 2, rooms: [5, 15], factor: 1.3 },
  { name: '4-bed room', bedsPerRoom: 4, rooms: [4, 10], factor: 1 },
  { name: '6-bed dorm', bedsPerRoom: 6, rooms: [2, 6], factor: 0.8 },
  { name: '8-bed dorm', bedsPerRoom: 8, rooms: [1, 4], factor: 0.65 },
];

export const GENDER_POLICIES: GenderPolicy[] = ['MIXED', 'MIXED', 'MIXED', 'FEMALE', 'MALE'];
export const PERIODS: PricePeriod[] = ['NIGHT', 'MONTH', 'MONTH', 'SEMESTER'];

export const HOUSE_RULES = [
  'Quiet hours from 22:00 to 06:00. Visitors sign in at the gate and leave by 21:00.',
  'No smoking indoors. Keep the kitchen clean after use. Guests are welcome in the common room only.',
  'Gate closes at midnight; residents use their key card after that. No parties in rooms.',
];

export const REVIEW_COMMENTS = [
  'Clean rooms and the caretaker answers quickly. The walk to lectures is short.',
  'Good value for the price. Wi-Fi drops in the evening but the study room makes up for it.',
  'Felt safe the whole semester; the guard knows every resident by name.',
  'Water supply was irregular in the first weeks, fixed after we complained. Friendly owner.',
  'Spacious room, great kitchen. A bit noisy on weekends.',
  'Exactly like the photos. I would stay again next year.',
  'The shuttle to campus is a life saver during exams.',
];
