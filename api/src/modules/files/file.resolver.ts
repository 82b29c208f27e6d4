import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { unauthenticated } from '../../core/errors.js';
import { FileObject, toFileObject } from './file.type.js';
import * as files from './file.service.js';
import type { FileUpload } from './upload.js';

/** @Authorized() already guarantees an active user row; this only narrows the type. */
function uploaderOf(ctx: Context) {
  const user = ctx.viewer?.user;
  if (!user) throw unauthenticated();
  return { deps: { prisma: ctx.prisma, storage: ctx.storage, config: ctx.config }, uploaderId: user.id };
}

@Authorized()
@Resolver()
export class FileResolver {
  @Mutation(() => FileObject, {
    description: 'Uploads a JPEG, PNG, WebP or AVIF image (re-encoded, metadata removed).',
  })
  async uploadImage(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: Context) {
    const { deps, uploaderId } = uploaderOf(ctx);
    return toFileObject(await files.uploadImage(deps, uploaderId, file));
  }

  @Mutation(() => [FileObject], { description: 'Uploads several images at once; all are stored or none.' })
  async uploadImages(
    @Arg('files', () => [GraphQLUpload]) uploads: Promise<FileUpload>[],
    @Ctx() ctx: Context,
  ) {
    const { deps, uploaderId } = uploaderOf(ctx);
    return (await files.uploadImages(deps, uploaderId, uploads)).map(toFileObject);
  }

  @Mutation(() => FileObject, {
    description: 'Uploads a ZIP archive of documents, inspected without extracting.',
  })
  async uploadArchive(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: Context) {
    const { deps, uploaderId } = uploaderOf(ctx);
    return toFileObject(await files.uploadArchive(deps, uploaderId, file));
  }
}

/**
 * Local storage records root-relative URLs (`/files/...`), so changing PUBLIC_URL or the port never
 * breaks stored links; clients always get an absolute URL. Cloud URLs are absolute already.
 */
@Resolver(() => FileObject)
export class FileFieldsResolver {
  @FieldResolver(() => String, { description: 'Public URL the file is served from.' })
  url(@Root() file: FileObject, @Ctx() ctx: Context): string {
    return new URL(file.url, `${ctx.config.publicUrl}/`).toString();
  }
}
