// The server renderer (built by `vite build` into <outDir>/.server, see server-render-plugin.ts): the
// web server (web/server) writes the first screen of the public pages into the HTML it sends, as a
// signed-out visitor sees them, with the data it fetched, so a phone paints the page before the
// app's JavaScript has run. The browser app then takes that page over as it is (hydrates, main.tsx)
// from the route loaders' same data (app/router.tsx), or renders it anew in another locale or time zone.
import { ColorSchemeScript } from '@mantine/core';
import { text } from 'node:stream/consumers';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/route-table';
import { paths } from './config/paths';
import { SIGNED_IN_HINT_KEY } from './lib/auth-registry';
import type { ServerLoadContext } from './lib/screen-loader';
import { formattingHere, SERVER_DATA_ID, type ServerData } from './lib/server-data';

// The pages people find through search engines and shared links.
const RENDERED = [paths.home, paths.city, paths.about, paths.hostel, paths.hostelDetails].map(
  (entry) => entry.pattern,
);

const handler = createStaticHandler(routes);
// The process's own, the same for every page it renders.
const formatting = formattingHere();

/** Sets the color scheme before the first paint, as the app will (Mantine's script, in <head>). */
export const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);

/**
 * After #root and the page's data: a signed-in visitor's screen differs (their area, their data),
 * so their browser drops both and the app renders alone, as without server rendering.
 */
export const signedInScript = `<script>try{if(localStorage.getItem(${JSON.stringify(
  SIGNED_IN_HINT_KEY,
)})==='1'){document.getElementById('root').replaceChildren();document.getElementById(${JSON.stringify(
  SERVER_DATA_ID,
)}).remove()}}catch(e){}</script>`;

export { SERVER_DATA_ID };

export interface RenderOptions {
  /** The API's origin, for the page's queries. */
  apiUrl: string;
  /** Sent with the page's queries (the visitor's address, for the API's per-client limits). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The HTML of the page at `url` inside #root and the data it shows (the route loaders' answers, for
 * the browser's first render), or null for a page the browser app renders alone.
 */
export async function renderPage(
  url: URL,
  { apiUrl, headers, signal }: RenderOptions,
): Promise<{ html: string; data: ServerData } | null> {
  const matches = (pattern: string, path: string) => matchPath({ path: pattern, caseSensitive: false }, path);
  // A signed-out visitor's browser shows the public search at the student area's home (its loader,
  // student-routes.tsx): that is the page to send.
  const page = matches(paths.student.home.pattern, url.pathname)
    ? new URL(`${paths.home()}${url.search}`, url)
    : url;
  if (!RENDERED.some((pattern) => matches(pattern, page.pathname))) return null;
  const graphqlUrl = new URL('/graphql', apiUrl).toString();
  const requestContext: ServerLoadContext = { graphqlUrl, headers: headers ?? {} };
  const context = await handler.query(new Request(page, { signal }), { requestContext });
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One piece: React would send a large Suspense boundary (the search's results) after its
  // fallback, and its inline script would show it on a later frame, after the first paint.
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  if (signal?.aborted) return null;
  // For the student area's home, the public search's data: the browser's router runs that route's
  // own loader first (a redirect there, see student-routes.tsx).
  const sent = { path: `${page.pathname}${page.search}`, loaderData: context.loaderData };
  return { html: await text(prelude), data: { router: sent, formatting } };
}
