import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { photoCountError } from '@hostel/common';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { imageSources } from '../../../lib/image-sources';
import { useMutationRequest } from '../../../lib/use-request';
import { ListingSetPhotosMutation, ListingUploadImageMutation } from '../api/listing';
import type { ListingDraft } from './listing-wizard-screen';
import { checkImage, IMAGE_TYPES, movePhoto, type PhotoItem } from './photo-list';

export interface PhotosEditorProps {
  draft: ListingDraft;
  locked: boolean;
}

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** A photo's width in the editor's grid: four columns from md, three from sm, else two. */
const EDITOR_SIZES = '(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';

/** Multi-upload with a progress bar per file; order, cover and removal are saved at once. */
export function PhotosEditor({ draft, locked }: PhotosEditorProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  // An upload changes nothing on screen until the photos are saved, which reads the draft again.
  const [uploadImage] = useMutationRequest(ListingUploadImageMutation, { revalidate: false });
  const [setPhotos, { loading: saving }] = useMutationRequest(ListingSetPhotosMutation);
  const photos: PhotoItem[] = [...draft.photos]
    .sort((a, b) => a.position - b.position)
    .map((photo) => ({
      ...photo.file,
      fileId: photo.file.id,
      caption: photo.caption ?? null,
      isCover: photo.isCover,
    }));

  const save = async (next: PhotoItem[], coverFileId: string | null) => {
    setError(null);
    try {
      await setPhotos({
        id: draft.id,
        photos: next.map(({ fileId, caption }) => ({ fileId, caption })),
        coverFileId: coverFileId && next.some((p) => p.fileId === coverFileId) ? coverFileId : null,
      });
    } catch (saveError) {
      setError(summarizeServerError(saveError).message);
    }
  };
  const cover = photos.find((photo) => photo.isCover)?.fileId ?? null;

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const uploadOne = async (file: File, key: string): Promise<PhotoItem | null> => {
    const problem = checkImage(file);
    if (problem) {
      update(key, { error: problem });
      return null;
    }
    try {
      const data = await uploadImage(
        { file },
        { onUploadProgress: (p) => update(key, { progress: Math.round(p.fraction * 100) }) },
      );
      update(key, { progress: 100 });
      return { ...data.uploadImage, fileId: data.uploadImage.id, caption: null, isCover: false };
    } catch (uploadError) {
      update(key, { error: summarizeServerError(uploadError).message });
      return null;
    }
  };

  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    const tooMany = photoCountError(photos.length + files.length);
    if (tooMany) {
      setError(tooMany);
      return;
    }
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [
      ...list,
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
    ]);
    const results = await Promise.all(batch.map(({ file, key }) => uploadOne(file, key)));
    const added = results.filter((item): item is PhotoItem => item !== null);
    if (added.length) await save([...photos, ...added], cover);
    // Finished uploads disappear; failed ones stay listed with their message.
    const done = new Set(batch.filter((_, i) => results[i]).map(({ key }) => key));
    setUploads((list) => list.filter((upload) => !done.has(upload.key)));
  };

  return (
    <Stack gap="md" component="section" aria-label="Photos">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Photos
        </Title>
        <FileButton
          onChange={(files) => void uploadAll(files)}
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={locked}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              Add photos
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="sm" c="dimmed">
        JPEG, PNG, WebP or AVIF, up to 10 MB each. The cover is shown in search results.
      </Text>
      {uploads.map((upload) => (
        <Stack key={upload.key} gap={4}>
          <Text size="sm">{upload.name}</Text>
          {upload.error ? (
            <Text size="sm" c="red" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress value={upload.progress} size="sm" animated aria-label={`Uploading ${upload.name}`} />
          )}
        </Stack>
      ))}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {photos.length === 0 ? (
        <Text c="dimmed">No photos yet. Add at least one.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {photos.map((photo, i) => (
            <Card key={photo.fileId} withBorder radius="md" padding={4}>
              <Card.Section>
                <Image {...imageSources(photo, EDITOR_SIZES)} alt={`Photo ${i + 1}`} h={110} fit="cover" />
              </Card.Section>
              <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                {photo.isCover ? (
                  <Badge size="sm">Cover</Badge>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Make photo ${i + 1} the cover`}
                    disabled={locked || saving}
                    onClick={() => void save(photos, photo.fileId)}
                  >
                    <IconStar size={16} />
                  </ActionIcon>
                )}
                <Group gap={0} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move photo ${i + 1} earlier`}
                    disabled={locked || saving || i === 0}
                    onClick={() => void save(movePhoto(photos, i, -1), cover)}
                  >
                    <IconArrowLeft size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move photo ${i + 1} later`}
                    disabled={locked || saving || i === photos.length - 1}
                    onClick={() => void save(movePhoto(photos, i, 1), cover)}
                  >
                    <IconArrowRight size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove photo ${i + 1}`}
                    disabled={locked || saving}
                    onClick={() =>
                      void save(
                        photos.filter((_, j) => j !== i),
                        cover === photo.fileId ? null : cover,
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
