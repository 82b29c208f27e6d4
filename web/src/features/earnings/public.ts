// What other features may use of earnings (ESLint keeps them to this file): how a payout method
// reads, last four digits only.
export { methodLabel } from './payouts/method-rules';
export { downloadCsv } from './csv';
