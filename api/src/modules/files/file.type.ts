import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FileKind, type File } from '../../generated/prisma/client.js';

export { FileKind };

// Registered here, once, so every module that exposes a File shares the same GraphQL enum.
registerEnumType(FileKind, { name: 'FileKind', description: 'What an uploaded file holds.' });

@ObjectType('File', { description: 'An uploaded image or archive, stored once and never changed.' })
export class FileObject {
  @Field(() => ID)
  id!: string;

  @Field(() => FileKind)
  kind!: FileKind;

  @Field(() => String, { description: 'The name the file had on the uploader’s device (sanitised).' })
  originalName!: string;

  @Field(() => String, { description: 'Where the bytes live inside the storage (immutable).' })
  storagePath!: string;

  @Field(() => String, { description: 'Public URL the file is served from.' })
  url!: string;

  @Field(() => String, { description: 'The real content type, read from the bytes.' })
  contentType!: string;

  @Field(() => Int, { description: 'Size in bytes of the stored file.' })
  size!: number;

  @Field(() => String, { description: 'Hex SHA-256 of the stored bytes.' })
  sha256!: string;

  @Field(() => Int, { nullable: true })
  width?: number | null;

  @Field(() => Int, { nullable: true })
  height?: number | null;

  @Field(() => Date)
  createdAt!: Date;
}

export function toFileObject(row: File): FileObject {
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    storagePath: row.storagePath,
    url: row.publicUrl,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}
