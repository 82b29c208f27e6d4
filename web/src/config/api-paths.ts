/**
 * The first path segments the API answers on the web origin: GraphQL, the session cookie, uploaded
 * files, payment webhooks, e-mail links, signed CSV downloads, room types' iCal feeds, health checks,
 * and /schema.graphql (the API redirects it to /graphql/schema.graphql; the app's page would answer
 * 200 with HTML). The web server forwards them (web/server/proxy.ts), Vite's dev proxy too, and the
 * service worker leaves them to the network (lib/pwa/sw.ts).
 */
export const API_PREFIXES = [
  'graphql',
  'session',
  'files',
  'webhooks',
  'email',
  'exports',
  'calendar',
  'healthz',
  'readyz',
  'schema.graphql',
] as const;
const escaped = API_PREFIXES.map((prefix) => prefix.replaceAll('.', '\\.'));
export const API_PATHS = new RegExp(`^/(${escaped.join('|')})(/|\\?|$)`);
