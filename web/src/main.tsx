import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The result cards are on the first screen the server renders for `/` (entry-server.tsx): their
// styles belong in the page's first stylesheet, not in their lazy chunk's, or the cards change
// shape when that chunk arrives.
import './features/hostels/search/hostel-card.module.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { registerServiceWorker } from './lib/pwa/register';
import { rendersLikeServer, serverData, whenFirstRenderReady } from './lib/server-data';

const container = document.getElementById('root')!;
const serverRendered = container.hasChildNodes();

/**
 * A page the server rendered (entry-server.tsx) stays on screen until the router has loaded its
 * route modules (and they the chunks their first render shows); the app then renders the same screen
 * in its place, with no loader in between.
 */
function whenRoutesLoaded(): Promise<void> {
  if (!serverRendered || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * After the browser has shown the server's page, so that the app's work does not hold its first frame
 * (a hidden tab has no frames to wait for).
 */
function whenPainted(): Promise<void> {
  if (!serverRendered || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void whenRoutesLoaded()
  .then(whenFirstRenderReady)
  .then(whenPainted)
  .then(() => serverRendered && rendersLikeServer(serverData()))
  .then((hydrate) => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (!serverRendered) {
      createRoot(container).render(app);
      return;
    }
    // Over a server-rendered page nothing is urgent: as a transition, React works in slices and
    // leaves the main thread free for the visitor's taps and scrolls in between. It takes the page
    // over as it is when its render is the same; in another locale or time zone it renders anew.
    startTransition(() => {
      if (hydrate) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });

registerServiceWorker();
