import type { Router } from 'express';
import { createLocalFilesRouter } from '../../core/storage/index.js';
import type { ApiModule } from '../../core/module.js';
import { deleteUnattachedUploads } from './file.jobs.js';
import { FileFieldsResolver, FileResolver } from './file.resolver.js';

/** Uploads (images, ZIP archives), who may read them, the local driver's `/files` route, and the removal of uploads never attached. */
export const filesModule: ApiModule = {
  name: 'files',
  resolvers: [FileResolver, FileFieldsResolver],
  jobs: ({ storage }) => [deleteUnattachedUploads(storage)],
  routes: ({ config }): Record<string, Router> =>
    config.storage.driver === 'local' ? { '/files': createLocalFilesRouter(config) } : {},
};
