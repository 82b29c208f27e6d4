import express from 'express';
import type { Config } from '../config.js';
import { attachmentDisposition, contentTypeOf, isPublicContentType, resolveStoragePath } from './paths.js';
import { downloadSignedText, isValidSignature } from './signed-urls.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves files of the local storage driver (mounted at /files). Only paths the API could have
 * written are looked up; the content type comes from the extension the API chose after reading the
 * bytes, browsers are told not to sniff, and archives are always downloads, never rendered.
 * Images are public and cached forever; a private file (a document) needs a valid, unexpired
 * signature, checked before the disk is touched, so a refused link learns nothing of the file.
 */
export function createLocalFilesRouter(config: Config): express.Router {
  const router = express.Router();
  const root = config.storage.localDir;

  router.get('/*storagePath', (req, res) => {
    const segments = (req.params as { storagePath: string[] }).storagePath;
    const storagePath = segments.join('/');
    const contentType = contentTypeOf(storagePath);
    if (!contentType || !resolveStoragePath(root, storagePath)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const isPublic = isPublicContentType(contentType);
    const name = typeof req.query.name === 'string' ? req.query.name : undefined;
    const signedText = downloadSignedText(storagePath, name);
    if (!isPublic && !isValidSignature(config.storage.urlSecret, signedText, req.query)) {
      res
        .status(403)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(
          'This link has expired or is not valid. Open the document again from the page you found it on.',
        );
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      // A stored file is data, never a page: no scripts, no plugins, even if a browser renders it.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (!isPublic) {
      headers['Content-Disposition'] = attachmentDisposition(name ?? segments.at(-1)!);
      // A document is nobody else's to keep: no shared cache, no copy on disk, no signed link leaked
      // to whatever the download is opened with.
      headers['Cache-Control'] = 'private, no-store';
      headers['Referrer-Policy'] = 'no-referrer';
    }
    res.sendFile(
      storagePath,
      isPublic
        ? { root, headers, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' }
        : { root, headers, cacheControl: false, dotfiles: 'deny' },
      (error) => {
        if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      },
    );
  });

  return router;
}
