/**
 * Dispatched on `window` when the subscription socket connects again after a drop: screens that
 * show live data fetch what they missed meanwhile.
 */
export const SUBSCRIPTIONS_RECONNECTED = 'hostel:subscriptions-reconnected';
