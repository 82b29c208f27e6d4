// Every URL of the product (DESIGN.md section 4). Screens and links build URLs only from here.
const withQuery = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

export const paths = {
  home: '/',
  about: '/about',
  msg: '/msg',
  loader: '/loader',
  getStarted: '/getStarted',
  signUp: '/signUp',
  register: '/signUp/register',
  newPassword: '/signUp/newPassword',
  verifyNumber: '/signUp/verifyNumber',
  forgotPassword: '/signUp/forgotPassword',
  completeSignIn: '/complete-sign-in',
  hostelDetails: '/students/hostelDetails',
  hostelDetailsOf: (id: string) => withQuery('/students/hostelDetails', 'id', id),

  student: {
    home: '/students',
    favourite: '/students/favourite',
    messages: '/students/messages',
    reservation: '/students/reservation',
    reservationComponent: '/students/reservation/component',
    reservationDetails: '/students/reservation/Details',
    reservationComponentDetails: '/students/reservation/component/reservationDetails',
    reservationDetailsOf: (id: string) => withQuery('/students/reservation/Details', 'id', id),
    confirmPay: '/students/confirmPay',
    confirmPayOf: (reservationId: string) => withQuery('/students/confirmPay', 'reservation', reservationId),
    accountSetting: '/students/accountSetting',
    personalInformation: '/students/components/personalInformation',
    passwordSetting: '/students/components/passwordSetting',
  },

  owner: {
    home: '/dashboard',
    menu: '/dashboard/menu',
    hostelDetails: '/dashboard/hostelDetails',
    listHostel: '/dashboard/listHostel',
    listStep1: '/dashboard/listHostel/step1',
    listStep2: '/dashboard/listHostel/step2',
    listStep3: '/dashboard/listHostel/step3',
    listPrice: '/dashboard/listHostel/price',
    listPreview: '/dashboard/listHostel/preview',
    reservation: '/dashboard/reservation',
    reservationPending: '/dashboard/reservation/component/pending',
    reservationAccepted: '/dashboard/reservation/component/accepted',
    reservationDeclined: '/dashboard/reservation/component/declined',
    earning: '/dashboard/earning',
    messages: '/dashboard/messages',
    accountSetting: '/dashboard/accountSetting',
    // Former sub-component URLs of the original product: they lead to the overview sections and menu.
    child: (n: 1 | 2 | 3 | 4) => `/dashboard/components/child${n}`,
    dropdownMenu: '/dashboard/components/DropdownMenu',
  },

  admin: {
    home: '/admin',
    users: '/admin/users',
    listing: '/admin/listing',
    reviews: '/admin/reviews',
    support: '/admin/support',
    settings: '/admin/settings',
    notification: '/admin/notification',
    reservations: '/admin/reservations',
    forgotPassword: '/admin/account/forgotpassword',
    resetPassword: '/admin/account/resetpassword',
  },
} as const;

export type Role = 'STUDENT' | 'OWNER' | 'ADMIN';

/** The home of each role's own area. */
export const areaHome: Record<Role, string> = {
  STUDENT: paths.student.home,
  OWNER: paths.owner.home,
  ADMIN: paths.admin.home,
};

/** `/signUp?redirect=/students/favourite` - only same-site paths are honoured on the way back. */
export function signInPath(redirect?: string): string {
  return redirect ? withQuery(paths.signUp, 'redirect', redirect) : paths.signUp;
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
