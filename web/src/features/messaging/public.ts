// What other parts of the web app use from messaging.
export { UnreadMessagesLink } from './unread-messages-link';
