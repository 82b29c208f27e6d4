import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** The search params of a loader's request (the URL holds a screen's filters). */
export const paramsOf = ({ request }: { request: Request }) => new URL(request.url).searchParams;

/** `value` if it is one of `choices`' keys, else null: a hand-edited URL reads as "any". */
export const oneOf = <K extends string>(choices: Record<K, unknown>, value: string | null): K | null =>
  value !== null && Object.hasOwn(choices, value) ? (value as K) : null;

/**
 * The screen's filters in its URL: `set({ key: value })` changes them (null or '' removes one), which
 * navigates and so runs the route's loader; `reading` is true meanwhile (the previous data stays on
 * screen, shown as stale).
 */
export function useRouteFilters() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  // `replace` for what changes as one types: one history entry, not one per key.
  const set = (changes: Record<string, string | null | undefined>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { preventScrollReset: true, replace },
    );
  const reading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return { params, set, reading };
}
