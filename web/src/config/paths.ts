// Every URL of the product (DESIGN.md section 4). An entry builds the links to a screen and carries
// the screen's route `pattern`, which the route files use: no path is written twice.
import type { ReservationStatus } from '../gql/graphql';

export interface PathEntry<A extends unknown[] = []> {
  (...args: A): string;
  /** The router's pattern (absolute, so nested routes can use it as it is). */
  readonly pattern: string;
}

type Query = Record<string, string | number | null | undefined>;

/** `pattern?key=value&...`, leaving out empty values. */
function withQuery(pattern: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pattern}?${search}` : pattern;
}

/** A screen reached by its pattern alone. */
const at = (pattern: string): PathEntry => Object.assign(() => pattern, { pattern });

/** A screen whose links carry a query string. */
const linked = <A extends unknown[]>(pattern: string, query: (...args: A) => Query): PathEntry<A> =>
  Object.assign((...args: A) => withQuery(pattern, query(...args)), { pattern });

/** A screen that sends the person on to `redirect` (a same-site path) afterwards. */
const redirecting = (pattern: string) =>
  linked(pattern, (redirect?: string | null) => ({ redirect: safeRedirect(redirect) }));

/** The stay searched for, carried from the search to the hostel page and on to the request. */
export interface StayQuery {
  checkIn?: string;
  checkOut?: string;
  beds?: number | null;
}

/** `checkIn`, `checkOut` (only both together) and `beds` (only above 1) of a link. */
export function stayQuery(stay: StayQuery): Query {
  const dates = stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut } : {};
  return { ...dates, beds: stay.beds && stay.beds > 1 ? stay.beds : null };
}

/** A help page: `ticket` opens one ticket; `reservation` starts a ticket about that reservation. */
const supportPage = (pattern: string) =>
  linked(pattern, (query: { ticket?: string; reservation?: string } = {}) => query);

const listingStep = (pattern: string) => linked(pattern, (hostelId: string) => ({ id: hostelId }));

export const paths = {
  home: at('/'),
  about: at('/about'),
  /** The integrators' docs: tokens, scopes, errors, webhooks, the schema reference and GraphiQL. */
  developers: at('/developers'),
  /** A notice page, e.g. "check your email". */
  msg: linked('/msg', (type: 'password-reset' | 'email-link', email: string) => ({ type, email })),
  /** Where every sign-in lands: it decides where the person belongs (their area, or getStarted). */
  loader: redirecting('/loader'),
  getStarted: redirecting('/getStarted'),
  /** Sign in or sign up; signed-in people come back to `redirect`. */
  signUp: redirecting('/signUp'),
  register: redirecting('/signUp/register'),
  newPassword: at('/signUp/newPassword'),
  verifyNumber: redirecting('/signUp/verifyNumber'),
  forgotPassword: at('/signUp/forgotPassword'),
  completeSignIn: redirecting('/complete-sign-in'),
  /**
   * The public hostel page by id (the original product's URL), showing availability for the
   * searched stay. It keeps working; `hostel` is the canonical URL it points to.
   */
  hostelDetails: linked('/students/hostelDetails', (id: string, stay: StayQuery = {}) => ({
    id,
    ...stayQuery(stay),
  })),
  /**
   * The canonical, readable URL of a published hostel (the same page as `hostelDetails`); from a
   * search near a `university`, the page gives the walk to it.
   */
  hostel: Object.assign(
    (slug: string, stay: StayQuery = {}, university?: string | null) =>
      withQuery(`/hostels/${encodeURIComponent(slug)}`, { ...stayQuery(stay), university }),
    { pattern: '/hostels/:slug' },
  ),
  /**
   * The public search of one city: the home's search at a path of its own, the canonical URL of
   * `/?city=` and `/students?city=` and what the sitemap lists for each city.
   */
  city: linked('/hostels', (city: string) => ({ city })),

  student: {
    home: at('/students'),
    favourite: at('/students/favourite'),
    /**
     * The conversations; `hostel` starts (or reopens) the one about that hostel, linked to the
     * student's `reservation` there when given; `conversation` opens one.
     */
    messages: linked(
      '/students/messages',
      (query: { hostel?: string; reservation?: string; conversation?: string } = {}) => query,
    ),
    reservations: linked('/students/reservation', (status?: ReservationStatus) => ({ status })),
    /** The request form for one room type and stay (beds are held once it is sent). */
    reservationRequest: linked(
      '/students/reservation/request',
      (hostelId: string, roomTypeId: string, stay: StayQuery = {}) => ({
        hostel: hostelId,
        roomType: roomTypeId,
        ...stayQuery(stay),
      }),
    ),
    reservationDetails: linked('/students/reservation/Details', (id: string) => ({ id })),
    confirmPay: linked('/students/confirmPay', (reservationId: string) => ({ reservation: reservationId })),
    notifications: at('/students/notifications'),
    accountSetting: at('/students/accountSetting'),
    support: supportPage('/students/support'),
    personalInformation: at('/students/components/personalInformation'),
    passwordSetting: at('/students/components/passwordSetting'),
    // Component URLs of the original product: the same screens as their parents.
    reservationsComponent: at('/students/reservation/component'),
    reservationDetailsComponent: at('/students/reservation/component/reservationDetails'),
  },

  owner: {
    home: at('/dashboard'),
    menu: at('/dashboard/menu'),
    hostels: at('/dashboard/hostelDetails'),
    listHostel: at('/dashboard/listHostel'),
    listStep1: listingStep('/dashboard/listHostel/step1'),
    listStep2: listingStep('/dashboard/listHostel/step2'),
    listStep3: listingStep('/dashboard/listHostel/step3'),
    listPrice: listingStep('/dashboard/listHostel/price'),
    listPreview: listingStep('/dashboard/listHostel/preview'),
    reservations: at('/dashboard/reservation'),
    reservationTabs: at('/dashboard/reservation/component'),
    reservationPending: at('/dashboard/reservation/component/pending'),
    reservationAccepted: at('/dashboard/reservation/component/accepted'),
    reservationDeclined: at('/dashboard/reservation/component/declined'),
    reservationUpcoming: at('/dashboard/reservation/component/upcoming'),
    reservationPast: at('/dashboard/reservation/component/past'),
    reservationCancelled: at('/dashboard/reservation/component/cancelled'),
    earning: at('/dashboard/earning'),
    /** Reviews of the owner's hostels, to reply to. */
    reviews: at('/dashboard/reviews'),
    /** A room type's beds night by night, a month (`YYYY-MM`) at a time; blocks are made there. */
    availability: linked(
      '/dashboard/availability',
      (query: { hostel?: string; roomType?: string; month?: string } = {}) => query,
    ),
    messages: linked('/dashboard/messages', (conversation?: string) => ({ conversation })),
    notifications: at('/dashboard/notifications'),
    accountSetting: at('/dashboard/accountSetting'),
    /** API clients (tokens) of the owner's integrations. */
    developers: at('/dashboard/developers'),
    /** Webhook subscriptions of those API clients, with their delivery logs. */
    webhooks: at('/dashboard/developers/webhooks'),
    support: supportPage('/dashboard/support'),
    // Former sub-component URLs of the original product: they lead to the overview sections and menu.
    overviewSections: ([1, 2, 3, 4] as const).map((n) => at(`/dashboard/components/child${n}`)),
    dropdownMenu: at('/dashboard/components/DropdownMenu'),
  },

  admin: {
    home: at('/admin'),
    users: at('/admin/users'),
    /** One user's page: profile, sign-in, activity, audit trail and the actions on them. */
    user: linked('/admin/user', (id: string) => ({ id })),
    /** The audit log, optionally narrowed to one thing (`entity` and `entityId`) or one `actorId`. */
    audit: linked(
      '/admin/audit',
      (query: { entity?: string; entityId?: string; actorId?: string } = {}) => query,
    ),
    /** Listings of a tab (`review`, `published`, `suspended`, `rejected`) matching a search (a hostel id finds it). */
    listing: linked('/admin/listing', (query: { status?: string; search?: string } = {}) => query),
    reviews: at('/admin/reviews'),
    /** The support queue; `ticket` opens one ticket. */
    support: linked('/admin/support', (ticket?: string) => ({ ticket })),
    settings: at('/admin/settings'),
    notification: at('/admin/notification'),
    /**
     * Reservations matching `search` (a code); `open` shows one reservation's money and actions;
     * `tab: 'payouts'` opens the owners' payouts.
     */
    reservations: linked(
      '/admin/reservations',
      (query: { search?: string; open?: string; tab?: 'payouts' } = {}) => query,
    ),
    /** Owners' payouts that need attention; `tab: 'reconciliation'` shows each month's books. */
    payouts: linked('/admin/payouts', (tab?: 'reconciliation') => ({ tab })),
    /** The admin's own notices (`notification` is where admins broadcast). */
    notifications: at('/admin/notifications'),
    /** API clients (tokens) of the admin's integrations. */
    developers: at('/admin/developers'),
    /** Webhook subscriptions of those API clients, with their delivery logs. */
    webhooks: at('/admin/developers/webhooks'),
    forgotPassword: at('/admin/account/forgotpassword'),
    resetPassword: at('/admin/account/resetpassword'),
  },
} as const;

export type Role = 'STUDENT' | 'OWNER' | 'ADMIN';

/** The home of each role's own area. */
export const areaHome: Record<Role, PathEntry> = {
  STUDENT: paths.student.home,
  OWNER: paths.owner.home,
  ADMIN: paths.admin.home,
};

/** Only same-site paths are honoured as a way back after signing in. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
