// @hostel/common: the rules the API and the web app both obey. Pure TypeScript, no dependencies,
// no Node or browser APIs: the API runs it under tsx and Vite bundles it into the web app.
export * from './api-clients.js';
export * from './api-contract.js';
export * from './availability.js';
export * from './broadcasts.js';
export * from './calendar-feeds.js';
export * from './contact-details.js';
export * from './contact-rules.js';
export * from './dates.js';
export * from './fields.js';
export * from './ids.js';
export * from './limits.js';
export * from './listing.js';
export * from './messages.js';
export * from './money.js';
export * from './payments.js';
export * from './payout-settings.js';
export * from './payouts.js';
export * from './pricing.js';
export * from './reasons.js';
export * from './reservations.js';
export * from './reviews.js';
export * from './search.js';
export * from './settings.js';
export * from './support.js';
export * from './text.js';
export * from './users.js';
