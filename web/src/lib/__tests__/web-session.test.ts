import { closeSession, openSession } from '../web-session';

describe('openSession and closeSession', () => {
  it('reach the API one at a time, in the order called: a sign-out is never overtaken', async () => {
    const calls: string[] = [];
    let finishOpen!: () => void;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      calls.push(`${init.method} start`);
      if (init.method === 'POST')
        return new Promise<Response>((resolve) => {
          finishOpen = () => {
            calls.push('POST end');
            resolve(new Response(null, { status: 204 }));
          };
        });
      calls.push(`${init.method} end`);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const opened = openSession('token');
      const closed = closeSession();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toEqual(['POST start']);
      finishOpen();
      await Promise.all([opened, closed]);
      expect(calls).toEqual(['POST start', 'POST end', 'DELETE start', 'DELETE end']);
      expect(fetchMock.mock.calls[0]![1].headers).toEqual({ authorization: 'Bearer token' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
