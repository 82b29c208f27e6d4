import { onTestFinished, vi } from 'vitest';
import type { GraphQLErrorEntry } from '../lib/graphql-errors';

/** What the mocked API answers an operation: its data, or its errors. */
export type MockAnswer = { data: unknown } | { errors: GraphQLErrorEntry[] };

export interface MockedCall {
  operationName: string;
  variables: Record<string, unknown>;
}

const operationNameOf = (query: string) => /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';

async function operationOf(body: BodyInit | null | undefined) {
  const operations = body instanceof FormData ? body.get('operations') : body;
  const { query, variables } = JSON.parse(String(operations)) as { query: string; variables?: object };
  return { operationName: operationNameOf(query), variables: (variables ?? {}) as Record<string, unknown> };
}

/**
 * Answers the one client's requests (graphql-request.ts) by operation name, for this test only:
 * an operation without an answer fails the request (and so the test's expectations) with a network
 * error. An answer may be a promise, which the test settles when it chooses (a request still on its
 * way; one that rejects is a network error). Returns the calls made, in order.
 */
export function mockGraphQL(
  answers: Record<
    string,
    MockAnswer | ((variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>)
  >,
): MockedCall[] {
  const calls: MockedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = await operationOf(init?.body);
      calls.push(call);
      const answer = answers[call.operationName];
      if (!answer) throw new TypeError(`No mocked answer for ${call.operationName}`);
      const body = await (typeof answer === 'function' ? answer(call.variables) : answer);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  onTestFinished(() => void vi.unstubAllGlobals());
  return calls;
}
