// Runs `prisma generate` without letting the Prisma CLI download its native schema engine
// (no network here; generate never executes that binary, it only checks that a file exists).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/prisma/schema.prisma`)) process.exit(0);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
const result = spawnSync(process.execPath, [`${root}/node_modules/prisma/build/index.js`, 'generate'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
