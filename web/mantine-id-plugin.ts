import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stableId = fileURLToPath(new URL('./src/lib/stable-id.ts', import.meta.url));

/**
 * The builds' @mantine/hooks `useId` is src/lib/stable-id.ts (why: see there). The dev server's
 * pre-bundled dependencies keep Mantine's own, which differs only in that swap.
 */
export function mantineIdPlugin(): Plugin {
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/use-id[\\/]use-id\.mjs$/.test(source) && importer && /@mantine[\\/]hooks[\\/]/.test(importer)) {
        return stableId;
      }
      return null;
    },
  };
}
