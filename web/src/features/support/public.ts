// What other parts of the web app use from support.
export { ReplyForm } from './reply-form';
export { TicketMessages } from './ticket-messages';
export { TicketStatusBadge } from './ticket-status-badge';
