import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { activeUserOf, requireActiveUser } from '../../core/auth.js';
import { forbidden, unauthenticated } from '../../core/errors.js';
import { documentLink, findFile } from './file-access.service.js';
import { FileObject, toFileObject } from './file.type.js';
import * as files from './file.service.js';
import type { FileUpload } from './upload.js';
import { Access } from '../../core/access.js';
import { canReadFile } from './file.policies.js';

/**
 * Counts `files` uploads against the user's daily limit. @Access (signed-in) already guarantees an
 * active user row; the check only narrows the type.
 */
async function uploaderOf(ctx: Context, files = 1) {
  const user = ctx.viewer?.user;
  if (!user) throw unauthenticated();
  await ctx.rateLimits.consume('uploadsPerUser', user.id, Math.max(1, files));
  return { deps: { db: ctx.db, storage: ctx.storage, config: ctx.config }, uploaderId: user.id };
}

@Resolver()
export class FileResolver {
  @Access({ roles: 'signed-in', scope: 'web-only', policy: canReadFile })
  @Query(() => FileObject, {
    nullable: true,
    description:
      'One file: any image; a document only for its uploader, admins and the owner of the hostel it was ' +
      'sent to with a reservation (NOT_FOUND for anyone else). Ask again for a fresh document link.',
  })
  file(@Arg('id', () => ID, { description: 'The file’s id.' }) id: string, @Ctx() ctx: Context) {
    return findFile(ctx.db, requireActiveUser(ctx.viewer), id);
  }

  @Access({ roles: 'signed-in', scope: 'hostels:write', policy: 'self' })
  @Mutation(() => FileObject, {
    description: 'Uploads a JPEG, PNG, WebP or AVIF image (re-encoded, metadata removed).',
  })
  async uploadImage(
    @Arg('file', () => GraphQLUpload, { description: 'The image (multipart upload).' })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const { deps, uploaderId } = await uploaderOf(ctx);
    return toFileObject(await files.uploadImage(deps, uploaderId, file));
  }

  @Access({ roles: 'signed-in', scope: 'hostels:write', policy: 'self' })
  @Mutation(() => [FileObject], { description: 'Uploads several images at once; all are stored or none.' })
  async uploadImages(
    @Arg('files', () => [GraphQLUpload], { description: 'The images (multipart upload).' })
    uploads: Promise<FileUpload>[],
    @Ctx() ctx: Context,
  ) {
    const { deps, uploaderId } = await uploaderOf(ctx, uploads.length);
    return (await files.uploadImages(deps, uploaderId, uploads)).map(toFileObject);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => FileObject, {
    description: 'Uploads a ZIP archive of documents, inspected without extracting.',
  })
  async uploadArchive(
    @Arg('file', () => GraphQLUpload, { description: 'The ZIP archive (multipart upload).' })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const { deps, uploaderId } = await uploaderOf(ctx);
    return toFileObject(await files.uploadArchive(deps, uploaderId, file));
  }
}

const absoluteUrl = (ctx: Context, url: string) => new URL(url, `${ctx.config.publicUrl}/`).toString();

/**
 * Every URL of a file is made here, per viewer: the one place a document's link is signed, after
 * the document policy said yes. Fields that expose a document already return null to anyone else
 * (readableFile); refusing here too keeps a document from leaking through a field that forgot.
 * Local storage records root-relative URLs (`/files/...`), so changing PUBLIC_URL or the port never
 * breaks stored links; clients always get an absolute URL. Cloud URLs are absolute already.
 */
@Resolver(() => FileObject)
export class FileFieldsResolver {
  @FieldResolver(() => String, {
    description:
      'Where to download the file. An image’s URL is public and permanent; a document’s is a link ' +
      'signed for you that stops working after a few minutes (query the file again for a fresh one).',
  })
  url(@Root() file: FileObject, @Ctx() ctx: Context): string | Promise<string> {
    // An image (toFileObject keeps no stored URL for documents): no policy, no promise; a search
    // page has dozens of these.
    if (file.publicUrl !== null) return absoluteUrl(ctx, file.publicUrl);
    const deps = { db: ctx.db, storage: ctx.storage, config: ctx.config };
    return documentLink(deps, activeUserOf(ctx.viewer), file).then((link) => {
      if (!link) throw forbidden('You are not allowed to download this document.');
      return absoluteUrl(ctx, link);
    });
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'An image’s WebP copies at a few widths (those of 320, 640, 1024 and 1600 pixels narrower than the ' +
      'image, and the image’s own width up to 1600: never upscaled), ready for an <img> `srcset`: absolute, public, permanent URLs with width descriptors, narrowest ' +
      'first, e.g. "https://…/a.w320.webp 320w, https://…/a.w640.webp 640w". Null for a document, and ' +
      'for an image whose copies are not made yet (use `url`).',
  })
  srcSet(@Root() file: FileObject, @Ctx() ctx: Context): string | null {
    // Read from the row already loaded: a search page's cards cost no query and no policy check.
    if (!file.variants?.length) return null;
    return file.variants.map((variant) => `${absoluteUrl(ctx, variant.url)} ${variant.width}w`).join(', ');
  }
}
