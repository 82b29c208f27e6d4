import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { startTestApi } from '../../../test/harness.js';

type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export interface Part {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The documented defaults (COMMON.md); tests override single limits to keep inputs small. */
export const DEFAULT_UPLOADS = {
  maxImageBytes: 10 * 1024 * 1024,
  maxArchiveBytes: 25 * 1024 * 1024,
  maxFiles: 5,
  maxImagePixels: 40_000_000,
  maxArchiveEntries: 1000,
  maxArchiveUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
};

export const FILE_FIELDS =
  'id kind originalName storagePath url contentType size sha256 width height createdAt';

/** The File object as the client receives it (JSON). */
export interface UploadedFile {
  id: string;
  kind: 'IMAGE' | 'ARCHIVE';
  originalName: string;
  storagePath: string;
  url: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  createdAt: string;
}

interface ErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * A GraphQL multipart request built by hand (https://github.com/jaydenseric/graphql-multipart-request-spec),
 * as a browser or an integrator would send it. `variable` names the Upload variable; several parts
 * make it a list.
 */
export async function uploadRequest<T = { uploadImage: UploadedFile; uploadArchive: UploadedFile }>(
  api: TestApi,
  query: string,
  variable: string,
  parts: Part[],
  token?: string,
  asList = parts.length > 1,
) {
  const form = new FormData();
  const variables = { [variable]: asList ? parts.map(() => null) : null };
  const map = Object.fromEntries(
    parts.map((_, i) => [String(i), [asList ? `variables.${variable}.${i}` : `variables.${variable}`]]),
  );
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(map));
  parts.forEach((part, i) => form.append(String(i), new Blob([part.bytes], { type: part.type }), part.name));
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'Apollo-Require-Preflight': 'true', ...(token && { Authorization: `Bearer ${token}` }) },
  });
  const text = await response.text();
  let body: { data?: T | null; errors?: ErrorBody[] };
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, body };
}

/** Points os.tmpdir() (where graphql-upload buffers files) at `dir`; returns the undo. */
export function redirectTmpdir(dir: string): () => void {
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Stored files, File rows and graphql-upload's temp files, to prove a refusal left nothing behind. */
export async function snapshot(api: TestApi, tempDir: string) {
  return {
    stored: await listFiles(api.config.storage.localDir),
    rows: (await api.db.prisma.file.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map(
      (r) => r.id,
    ),
    temp: await listFiles(tempDir),
  };
}

/**
 * Asserts the request was refused with BAD_USER_INPUT and `message`, and that storage, database and
 * temp dir look exactly as before. graphql-upload removes its temp files once the request is over,
 * a moment after the response, hence the short wait.
 */
export async function assertRefusedCleanly(
  api: TestApi,
  tempDir: string,
  request: () => Promise<{ body: { errors?: ErrorBody[] } }>,
  message: string,
  code = 'BAD_USER_INPUT',
) {
  const before = await snapshot(api, tempDir);
  const { body } = await request();
  assert.equal(body.errors?.[0]?.extensions?.code, code, JSON.stringify(body));
  assert.equal(body.errors?.[0]?.message, message);
  assert.equal(JSON.stringify(body).includes('stacktrace'), false);
  for (let attempt = 0; ; attempt++) {
    const after = await snapshot(api, tempDir);
    if (after.temp.length === 0 || attempt === 20) {
      assert.deepEqual(after, before);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
