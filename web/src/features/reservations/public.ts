// What other features may use of reservations (ESLint keeps them to this file): the pieces the
// admin's reservation screens show as students and owners see them.
export { CancellationQuoteModal } from './cancellation-quote-modal';
export { PaymentFailure, paymentStatusWords, refundLine } from './payment-lines';
export { PriceBreakdown } from './price-breakdown';
export { refundState, type RefundState } from './refund-state';
export { STATUS_COLORS } from './status';
export { ExportReservationsButton } from './export-button';
