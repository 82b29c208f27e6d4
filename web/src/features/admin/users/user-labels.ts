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
