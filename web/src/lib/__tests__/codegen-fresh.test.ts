// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import config from '../../../../codegen';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

// web/src/gql is committed; this fails when a document or api/schema.graphql changed without `npm run codegen`.
it('web/src/gql matches api/schema.graphql and the documents', { timeout: 60_000 }, async () => {
  const files: { filename: string; content: string }[] = await generate(
    { ...config, cwd: root, silent: true },
    false,
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const committed = await readFile(new URL(file.filename, `file://${root}`), 'utf8').catch(() => null);
    expect(committed, `${file.filename} is stale: run npm run codegen`).toBe(file.content);
  }
});
