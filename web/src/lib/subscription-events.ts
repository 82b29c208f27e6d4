import { useEffect } from 'react';

/**
 * Dispatched on `window` when the subscription socket connects again after a drop: screens that
 * show live data fetch what they missed meanwhile.
 */
export const SUBSCRIPTIONS_RECONNECTED = 'hostel:subscriptions-reconnected';

/**
 * Dispatched on `window` when the API closes the subscription socket because the account was
 * suspended: the app checks the account again at once instead of at the next request.
 */
export const ACCOUNT_SUSPENDED = 'hostel:account-suspended';

/** Calls `onReconnect` each time the subscription socket connects again (events may be missed). */
export function useOnReconnect(onReconnect: () => void): void {
  useEffect(() => {
    window.addEventListener(SUBSCRIPTIONS_RECONNECTED, onReconnect);
    return () => window.removeEventListener(SUBSCRIPTIONS_RECONNECTED, onReconnect);
  }, [onReconnect]);
}
