import type { Role, UserStatus } from '../../../gql/graphql';

export const ROLE_LABELS: Record<Role, string> = { STUDENT: 'Student', OWNER: 'Owner', ADMIN: 'Admin' };
export const STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Active', SUSPENDED: 'Suspended' };
export const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'teal', SUSPENDED: 'red' };

const PROVIDER_LABELS: Record<string, string> = {
  password: 'E-mail and password',
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  phone: 'Phone number',
  emailLink: 'E-mail link',
};

/** A Firebase provider id as people say it. */
export const providerName = (id: string) => PROVIDER_LABELS[id] ?? id;

/** A day of an instant, e.g. "25 Nov 2026". */
export const dayOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** An instant with its time, e.g. "25 Nov 2026, 14:05". */
export const momentOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
