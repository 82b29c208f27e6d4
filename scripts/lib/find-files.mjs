import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Recursively lists files under `dir` whose path matches `pattern`, skipping node_modules. */
export function findFiles(dir, pattern) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findFiles(path, pattern));
    else if (pattern.test(path)) found.push(path);
  }
  return found.sort();
}
