import { createHash, randomUUID } from 'node:crypto';
import { writeAs } from '../../core/acting-user.js';
import type { Config } from '../../core/config.js';
import type { Database } from '../../core/db.js';
import { badUserInput, ErrorCode, isAppError } from '../../core/errors.js';
import type { Storage } from '../../core/storage/index.js';
import type { File } from '../../generated/prisma/client.js';
import { inspectZip } from './archive.js';
import { processImage } from './image.js';
import { receiveFile, type FileUpload } from './upload.js';
import {
  deleteVariants,
  renderVariants,
  storeVariants,
  variantsOf,
  type ImageVariant,
  type RenderedVariant,
} from './variants.js';

export interface FilesDeps {
  db: Database;
  storage: Storage;
  config: Config;
}

/** A validated file, ready to be stored under a fresh path. */
interface Prepared {
  kind: 'IMAGE' | 'ARCHIVE';
  originalName: string;
  bytes: Buffer;
  contentType: string;
  extension: string;
  width?: number;
  height?: number;
  /** An image's WebP copies, made before anything is stored. */
  variants?: RenderedVariant[];
}

async function prepareImage(deps: FilesDeps, upload: Promise<FileUpload>): Promise<Prepared> {
  const { originalName, bytes } = await receiveFile(upload, deps.config.uploads.maxImageBytes, 'image');
  const image = await processImage(bytes, deps.config.uploads.maxImagePixels);
  return { kind: 'IMAGE', originalName, ...image, variants: await renderVariants(image.bytes) };
}

async function prepareArchive(deps: FilesDeps, upload: Promise<FileUpload>): Promise<Prepared> {
  const { uploads } = deps.config;
  const { originalName, bytes } = await receiveFile(upload, uploads.maxArchiveBytes, 'archive');
  await inspectZip(bytes, {
    maxEntries: uploads.maxArchiveEntries,
    maxUncompressedBytes: uploads.maxArchiveUncompressedBytes,
    maxCompressionRatio: uploads.maxCompressionRatio,
  });
  return { kind: 'ARCHIVE', originalName, bytes, contentType: 'application/zip', extension: 'zip' };
}

/** `images/2025/01/<uuid>.jpg`: unique per upload, so two users' `photo.jpg` never meet. */
function newStoragePath(prepared: Prepared, now = new Date()): string {
  const folder = prepared.kind === 'IMAGE' ? 'images' : 'archives';
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${prepared.extension}`;
}

/**
 * Stores the bytes, then an image's copies, then the row. Nothing is half written: when a copy or
 * the insert fails, everything stored for this file is removed again.
 */
async function store(deps: FilesDeps, uploaderId: string, prepared: Prepared): Promise<File> {
  const storagePath = newStoragePath(prepared);
  const { url } = await deps.storage.put(storagePath, prepared.bytes, {
    contentType: prepared.contentType,
    attachmentName: prepared.kind === 'ARCHIVE' ? prepared.originalName : undefined,
  });
  let variants: ImageVariant[] | undefined;
  try {
    if (prepared.variants) variants = await storeVariants(deps.storage, storagePath, prepared.variants);
    return await writeAs(deps.db, uploaderId, (tx) =>
      tx.file.create({
        data: {
          uploaderId,
          kind: prepared.kind,
          originalName: prepared.originalName,
          storagePath,
          publicUrl: url,
          contentType: prepared.contentType,
          size: prepared.bytes.length,
          sha256: createHash('sha256').update(prepared.bytes).digest('hex'),
          width: prepared.width ?? null,
          height: prepared.height ?? null,
          ...(variants && { variants }),
        },
      }),
    );
  } catch (error) {
    // A failed storeVariants has removed its own copies already (variants is still undefined then).
    await Promise.all([deps.storage.delete(storagePath), deleteVariants(deps.storage, variants)]);
    throw error;
  }
}

export async function uploadImage(deps: FilesDeps, uploaderId: string, upload: Promise<FileUpload>) {
  return store(deps, uploaderId, await prepareImage(deps, upload));
}

export async function uploadArchive(deps: FilesDeps, uploaderId: string, upload: Promise<FileUpload>) {
  return store(deps, uploaderId, await prepareArchive(deps, upload));
}

/**
 * All or nothing: every image is validated before any is stored, and if storing one fails the
 * ones already stored are removed, so a refused batch leaves nothing behind.
 */
export async function uploadImages(deps: FilesDeps, uploaderId: string, uploads: Promise<FileUpload>[]) {
  const { maxFiles } = deps.config.uploads;
  if (uploads.length === 0) throw badUserInput('Choose at least one image.');
  if (uploads.length > maxFiles) throw badUserInput(`You can upload at most ${maxFiles} files at once.`);
  const prepared: Prepared[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      prepared.push(await prepareImage(deps, upload));
    } catch (error) {
      throw withFileNumber(error, index, uploads.length);
    }
  }
  const stored: File[] = [];
  try {
    for (const item of prepared) stored.push(await store(deps, uploaderId, item));
  } catch (error) {
    // Undoing this request's own rows takes no lock: a suspension meanwhile must not keep them.
    await deps.db.prisma.file.deleteMany({ where: { id: { in: stored.map((row) => row.id) } } });
    await Promise.all(
      stored.flatMap((row) => [
        deps.storage.delete(row.storagePath),
        deleteVariants(deps.storage, variantsOf(row.variants)),
      ]),
    );
    throw error;
  }
  return stored;
}

/** Says which file of a batch was refused, keeping the message and code of the original error. */
function withFileNumber(error: unknown, index: number, count: number): unknown {
  if (count === 1 || !isAppError(error) || error.code !== ErrorCode.BAD_USER_INPUT) return error;
  return badUserInput(`File ${index + 1}: ${error.message}`, { [`files.${index}`]: error.message });
}
