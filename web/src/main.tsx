import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

const container = document.getElementById('root')!;

/**
 * A page the server rendered (entry-server.tsx) stays on screen until the router has loaded its
 * route modules; the app then renders the same screen in its place, with no loader in between.
 */
function whenRoutesLoaded(): Promise<void> {
  if (!container.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void whenRoutesLoaded().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
