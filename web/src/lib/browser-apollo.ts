import { createApolloClient } from './apollo';
import { signOutHere, getIdToken } from './current-user';
import { serverData } from './server-data';

/** The browser's Apollo Client, holding what the server fetched for the page it rendered. */
export const client = createApolloClient(getIdToken, undefined, {
  onSessionRefused: () => void signOutHere(),
});
const restored = serverData()?.apollo;
if (restored) client.cache.restore(restored);
