import type { LoaderFunctionArgs } from 'react-router';
import { screenLoader } from '../screen-loader';

const document = { __meta__: { text: 'query Figures { figures }' } } as never;
const args = { request: new Request('http://localhost/dashboard') } as LoaderFunctionArgs;

describe('screenLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads its document as text and hands the data to the screen', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { figures: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await screenLoader(document)(args)).toEqual({ data: { figures: 3 } });
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        query: 'query Figures { figures }',
        variables: {},
      },
    );
  });

  it('gives the screen what went wrong (shown with Retry) instead of throwing to the error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] })),
    );
    const loaded = await screenLoader(document)(args);
    expect(loaded.data).toBeNull();
    expect((loaded.error as { errors: { message: string }[] }).errors[0]!.message).toBe('No');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const down = await screenLoader(document)(args);
    expect(down.data).toBeNull();
    expect(String(down.error)).toMatch(/502/);
  });
});
