import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** One id per build (or dev server start): baked into the bundle and written to /version.json. */
export function createBuildId(): string {
  return (
    process.env.BUILD_ID ??
    `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`
  );
}

export function buildIdPlugin(buildId: string): Plugin {
  const body = () => JSON.stringify({ id: buildId, builtAt: new Date().toISOString() });
  return {
    name: 'hostel-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body());
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body() });
    },
  };
}
