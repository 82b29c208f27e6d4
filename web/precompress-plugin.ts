import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// .mjs: MapLibre's worker, a file of its own (features/hostels/map/maplibre.ts).
const COMPRESSIBLE = /\.(m?js|css|svg|json|txt|xml)$/;

/**
 * Production builds: a `.br` (brotli, best quality) and a `.gz` beside every compressible file of
 * assets/, which the web server (web/server) sends as they are instead of compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hostel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      const dir = join(outDir, 'assets');
      const files = (await readdir(dir).catch(() => [])).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const bytes = await readFile(join(dir, name));
          if (bytes.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${name}.br`), br),
            writeFile(join(dir, `${name}.gz`), gzipped),
          ]);
        }),
      );
    },
  };
}
