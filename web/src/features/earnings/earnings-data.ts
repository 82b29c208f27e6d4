import type { LoaderFunctionArgs } from 'react-router';
import type {
  EarningStatus,
  EarningsListQueryQuery,
  EarningsPayoutSettingsQueryQuery,
  EarningsPayoutsQueryQuery,
  EarningsSummaryQueryQuery,
} from '../../gql/graphql';
import { screenLoader, useScreenData, type Loaded } from '../../lib/screen-loader';
import { EarningsListQuery, EarningsSummaryQuery } from './api';
import { EarningsPayoutSettingsQuery, OwnerPayoutsQuery } from './payouts/api';

export const ENTRIES_PAGE = 20;
export const PAYOUTS_PAGE = 10;

/** The entries' status filter, from the URL (`?status=AVAILABLE`): 'all' without one. */
export function statusOf(params: URLSearchParams): EarningStatus | 'all' {
  const status = params.get('status');
  return status ? (status as EarningStatus) : 'all';
}

export const entriesFilter = (status: EarningStatus | 'all') => (status === 'all' ? null : { status });

/** What each section of the screen read: its data, or its own error (shown there with Retry). */
export interface EarningsData {
  summary: Loaded<EarningsSummaryQueryQuery>;
  settings: Loaded<EarningsPayoutSettingsQueryQuery>;
  payouts: Loaded<EarningsPayoutsQueryQuery>;
  entries: Loaded<EarningsListQueryQuery>;
}

/** The earnings screen's route loader: its four sections, read at once. */
export async function earningsLoader(args: LoaderFunctionArgs): Promise<Loaded<EarningsData>> {
  const filter = entriesFilter(statusOf(new URL(args.request.url).searchParams));
  const [summary, settings, payouts, entries] = await Promise.all([
    screenLoader(EarningsSummaryQuery)(args),
    screenLoader(EarningsPayoutSettingsQuery)(args),
    screenLoader(OwnerPayoutsQuery, () => ({ first: PAYOUTS_PAGE }))(args),
    screenLoader(EarningsListQuery, () => ({ first: ENTRIES_PAGE, filter }))(args),
  ]);
  return { data: { summary, settings, payouts, entries } };
}

export interface EarningsSection<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/** One section's part of what the route read, with the screen's loading state and Retry. */
export function useEarningsSection<K extends keyof EarningsData>(
  key: K,
): EarningsSection<NonNullable<EarningsData[K]['data']>> {
  const { data, loading, retry } = useScreenData<EarningsData>();
  const section: EarningsData[K] | undefined = data?.[key];
  return { data: section?.data ?? undefined, error: section?.error, loading, retry };
}
