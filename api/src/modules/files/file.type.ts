import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FileKind, type File } from '../../generated/prisma/client.js';
import { isPublicFile } from './file.policies.js';
import { variantsOf, type ImageVariant } from './variants.js';

export { FileKind };

// Registered here, once, so every module that exposes a File shares the same GraphQL enum.
registerEnumType(FileKind, {
  name: 'FileKind',
  description: 'What an uploaded file holds.',
  valuesConfig: {
    IMAGE: {
      description: 'A JPEG, PNG, WebP or AVIF image, re-encoded and stripped of metadata; its url is public.',
    },
    ARCHIVE: { description: 'A ZIP archive of documents; its links are signed per viewer and short-lived.' },
  },
});

@ObjectType('File', { description: 'An uploaded image or archive, stored once and never changed.' })
export class FileObject {
  @Field(() => ID, { description: 'Unique identifier of the file.' })
  id!: string;

  @Field(() => FileKind, { description: 'Whether it is an image or an archive.' })
  kind!: FileKind;

  @Field(() => String, { description: 'The name the file had on the uploader’s device (sanitised).' })
  originalName!: string;

  @Field(() => String, { description: 'Where the bytes live inside the storage (immutable).' })
  storagePath!: string;

  // `url` and `srcSet` are resolved by FileFieldsResolver (file.resolver.ts).

  @Field(() => String, { description: 'The real content type, read from the bytes.' })
  contentType!: string;

  @Field(() => Int, { description: 'Size in bytes of the stored file.' })
  size!: number;

  @Field(() => String, { description: 'Hex SHA-256 of the stored bytes.' })
  sha256!: string;

  @Field(() => Int, { nullable: true, description: 'Width of an image in pixels; null for an archive.' })
  width?: number | null;

  @Field(() => Int, { nullable: true, description: 'Height of an image in pixels; null for an archive.' })
  height?: number | null;

  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;

  /** Not in the schema: who uploaded it, for the document policy (file.policies.ts). */
  uploaderId!: string | null;

  /** Not in the schema: the stored URL of an image; null for a document, whose links are signed. */
  publicUrl!: string | null;

  /** Not in the schema: an image's stored WebP copies, for `srcSet`; null for a document. */
  variants!: ImageVariant[] | null;
}

export function toFileObject(row: File): FileObject {
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    storagePath: row.storagePath,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
    uploaderId: row.uploaderId,
    // The column is kept for every file but served for images only: an archive's stored URL (its
    // bare address, or a Firebase download URL from before documents were private) is never handed
    // out; every link to a document is signed for one viewer and expires (file.resolver.ts).
    publicUrl: isPublicFile(row) ? row.publicUrl : null,
    variants: isPublicFile(row) ? variantsOf(row.variants) : null,
  };
}
