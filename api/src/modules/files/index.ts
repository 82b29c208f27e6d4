import type { Router } from 'express';
import { createLocalFilesRouter } from '../../core/storage/index.js';
import type { ApiModule } from '../../core/module.js';
import { deleteUnattachedUploads, makeMissingVariants } from './file.jobs.js';
import { FileFieldsResolver, FileResolver } from './file.resolver.js';

export { readableFile } from './file-access.service.js';
export { FileObject, toFileObject } from './file.type.js';

/**
 * Uploads (images with their WebP copies, ZIP archives), who may read them, the local driver's
 * `/files` route, the removal of uploads never attached, and copies for images stored before them.
 */
export const filesModule: ApiModule = {
  name: 'files',
  resolvers: [FileResolver, FileFieldsResolver],
  jobs: ({ storage, logger }) => [deleteUnattachedUploads(storage), makeMissingVariants(storage, logger)],
  routes: ({ config }): Record<string, Router> =>
    config.storage.driver === 'local' ? { '/files': createLocalFilesRouter(config) } : {},
};
