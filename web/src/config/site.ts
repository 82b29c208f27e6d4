// The site's own head, which web/index.html carries too (lib/__tests__/page-head.test.ts keeps them
// the same): screens without a head of their own go back to it.
export const SITE_NAME = 'Hostel';
export const SITE_TITLE = 'Hostel - student beds near your university';
export const SITE_DESCRIPTION = 'Find, reserve and pay for student hostel beds near your university.';
