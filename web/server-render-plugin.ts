import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the server renderer is built: inside the client's outDir, in a dot directory sirv never serves. */
export const SERVER_RENDER_DIR = '.server';

/**
 * `vite build` builds the browser app, then the server renderer (src/entry-server.tsx) into
 * <outDir>/.server, so every build (npm start, the E2E run's private outDir, the image) has both.
 */
export function serverRenderPlugin(): Plugin {
  let clientOutDir = 'dist';
  return {
    name: 'hostel-server-render',
    apply: 'build',
    config(config) {
      clientOutDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      return {
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
          },
        },
        environments: {
          ssr: {
            // Self-contained: the renderer runs from any outDir (the E2E run's is a temp dir).
            resolve: { noExternal: true },
            build: {
              copyPublicDir: false,
              sourcemap: false,
              chunkSizeWarningLimit: 10_000,
              outDir: join(clientOutDir, SERVER_RENDER_DIR),
              emptyOutDir: true,
              rollupOptions: { input: 'src/entry-server.tsx' },
            },
          },
        },
      };
    },
  };
}
