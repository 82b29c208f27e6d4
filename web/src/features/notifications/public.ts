// What other parts of the web app use from notifications.
export { NotificationBell } from './notification-bell';
export { NotificationPreferencesSection } from './notification-preferences';
