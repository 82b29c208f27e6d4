import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { summarizeServerError } from '../lib/graphql-errors';
import { FullPageLoader } from './full-page-loader';

export interface QueryStateProps<T> {
  loading: boolean;
  error?: unknown;
  data: T | null | undefined;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What shows while loading: a page's own skeleton keeps its layout (no shift when data comes). */
  loader?: ReactNode;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** Renders loading, error, empty and success explicitly for one query. */
export function QueryState<T>({
  loading,
  error,
  data,
  isEmpty,
  empty,
  loader,
  onRetry,
  children,
}: QueryStateProps<T>) {
  if (error) {
    return (
      <Alert color="red" title="We could not load this" role="alert">
        {summarizeServerError(error).message}{' '}
        {onRetry && (
          <Button size="compact-sm" variant="subtle" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
    );
  }
  if (loading && data == null) return loader ?? <FullPageLoader />;
  if (data == null || isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
