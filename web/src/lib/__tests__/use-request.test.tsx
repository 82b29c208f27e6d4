import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { mockGraphQL } from '../../test/graphql-mock';
import { usePagedList, useMutationRequest, usePolling, useRequest, type Connection } from '../use-request';

const Rename = {
  __meta__: { text: 'mutation Rename($name: String!) { rename(name: $name) }' },
} as unknown as TypedDocumentNode<{ rename: boolean }, { name: string }>;
const Quote = {
  __meta__: { text: 'query Quote($id: ID!) { quote(id: $id) }' },
} as unknown as TypedDocumentNode<{ quote: number }, { id: string }>;

const page = (ids: string[], endCursor: string | null): Connection<{ id: string }> => ({
  edges: ids.map((id) => ({ id })),
  pageInfo: { hasNextPage: endCursor !== null, endCursor },
});

describe('useMutationRequest', () => {
  it('reads the route loaders again after a write succeeds', async () => {
    const calls = mockGraphQL({ Rename: { data: { rename: true } } });
    let loads = 0;
    let hook: ReturnType<typeof useMutationRequest<{ rename: boolean }, { name: string }>> | undefined;
    function Screen() {
      hook = useMutationRequest(Rename);
      return null;
    }
    const router = createMemoryRouter([{ path: '/', Component: Screen, loader: () => ++loads }]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(hook).toBeDefined());
    expect(loads).toBe(1);
    await act(() => hook![0]({ name: 'Esi' }));
    expect(calls).toEqual([{ operationName: 'Rename', variables: { name: 'Esi' } }]);
    expect(loads).toBe(2);
    expect(hook![1].data).toEqual({ rename: true });
  });
});

describe('useRequest', () => {
  it('reads when asked and again when the variables change', async () => {
    const calls = mockGraphQL({ Quote: (variables) => ({ data: { quote: variables.id === 'a' ? 1 : 2 } }) });
    const { result, rerender } = renderHook(({ id, skip }) => useRequest(Quote, { id }, { skip }), {
      initialProps: { id: 'a', skip: true },
    });
    expect(result.current.loading).toBe(false);
    rerender({ id: 'a', skip: false });
    await waitFor(() => expect(result.current.data).toEqual({ quote: 1 }));
    rerender({ id: 'b', skip: false });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ quote: 2 }));
    expect(calls.map((call) => call.variables)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});

describe('usePagedList', () => {
  it('appends the next pages and starts over with a new first page', async () => {
    const pages: Record<string, Connection<{ id: string }>> = {
      c2: page(['3', '4'], 'c4'),
      c4: page(['5'], null),
    };
    const { result, rerender } = renderHook(
      ({ first }) => usePagedList(first, async (after) => pages[after]!),
      {
        initialProps: { first: page(['1', '2'], 'c2') },
      },
    );
    await act(() => result.current.loadMore('c2'));
    await act(() => result.current.loadMore('c4'));
    expect(result.current.edges.map((edge) => edge.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(result.current.pageInfo.hasNextPage).toBe(false);
    rerender({ first: page(['9'], 'c9') });
    expect(result.current.edges.map((edge) => edge.id)).toEqual(['9']);
    expect(result.current.pageInfo).toEqual({ hasNextPage: true, endCursor: 'c9' });
  });
});

describe('usePolling', () => {
  it('reads at each interval while the page is visible, and stops when asked', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const read = vi.fn();
    const { rerender } = renderHook(({ interval }) => usePolling(read, interval), {
      initialProps: { interval: 1000 as number | null },
    });
    vi.advanceTimersByTime(2500);
    expect(read).toHaveBeenCalledTimes(2);

    // A hidden tab reads nothing.
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(3000);
    expect(read).toHaveBeenCalledTimes(2);
    hidden.mockRestore();
    vi.advanceTimersByTime(1000);
    expect(read).toHaveBeenCalledTimes(3);

    rerender({ interval: null });
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
