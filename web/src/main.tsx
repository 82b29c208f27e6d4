import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The result cards are on the first screen the server renders for `/` (entry-server.tsx): their
// styles belong in the page's first stylesheet, not in their lazy chunk's, or the cards change
// shape when that chunk arrives.
import './features/hostels/search/hostel-card.module.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { whenFirstRenderReady } from './lib/server-data';

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

void whenRoutesLoaded()
  .then(whenFirstRenderReady)
  .then(() => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // Over a server-rendered page nothing is urgent: as a transition, React renders in slices and
    // leaves the main thread free for the visitor's taps and scrolls in between.
    if (serverRendered) startTransition(() => root.render(app));
    else root.render(app);
  });
