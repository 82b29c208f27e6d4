import type { ApiModule, CoreServices } from '../../core/module.js';
import { CancelResolver } from './cancel.resolver.js';
import { ReservationExportResolver } from './export.resolver.js';
import { createExportRouter } from './export.service.js';
import { OwnerCardResolver } from './owner-card.resolver.js';
import { OwnerOverviewResolver } from './overview.resolver.js';
import type { Refunds } from './refunds.js';
import { ReservationFieldsResolver } from './reservation-fields.resolver.js';
import { reservationJobs } from './reservation.jobs.js';
import { ReservationResolver } from './reservation.resolver.js';

export type { Refunds } from './refunds.js';
export { contactsOpenPairs, contactsOpenSql } from './contact-details.sql.js';
export { pairKey, readText, visibleText, type Reading, type StudentAtHostel } from './contact-details.js';
export { checkCanView } from './queries.service.js';
export { reservationLoaders } from './reservation.loaders.js';
export { noticePaid } from './reservation.notices.js';
export { canPayReservation, canViewReservation } from './reservation.policies.js';
export { HOLDS_BEDS, lockReservation, transition, TX_OPTIONS } from './reservation.shared.js';
export { ReservationObject, type ReservationNode } from './reservation.types.js';

/**
 * Requests, answers, cancellations (refunds through the `Refunds` port), expiry and completion, and
 * the owner dashboard's figures, and the CSV export of a period.
 */
export const reservationsModule: ApiModule<CoreServices & { refunds: Refunds }> = {
  name: 'reservations',
  resolvers: [
    ReservationResolver,
    ReservationFieldsResolver,
    CancelResolver,
    OwnerOverviewResolver,
    ReservationExportResolver,
    OwnerCardResolver,
  ],
  jobs: () => reservationJobs,
  routes: ({ db, config, logger }) => ({ '/exports': createExportRouter({ db, config, logger }) }),
};
