import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest } from '../../lib/use-request';
import { useAuth } from '../auth/public';
import { AccountUpdateProfileMutation, AccountUploadImageMutation } from './api/documents';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export interface AvatarUploadProps {
  currentUrl: string | null;
  name: string;
}

/** Upload with a progress bar and a local preview, then point the profile at the new image. */
export function AvatarUpload({ currentUrl, name }: AvatarUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadImage] = useMutationRequest(AccountUploadImageMutation, { revalidate: false });
  const [updateProfile] = useMutationRequest(AccountUpdateProfileMutation);
  const { refetchMe } = useAuth();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!ACCEPT.split(',').includes(file.type)) return setError('Choose a JPEG, PNG, WebP or AVIF image.');
    if (file.size > MAX_BYTES) return setError('The image is larger than 10 MB.');
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await uploadImage(
        { file },
        { onUploadProgress: (p) => setProgress(Math.round(p.fraction * 100)) },
      );
      await updateProfile({ input: { avatarFileId: uploaded.uploadImage.id } });
      await refetchMe();
      setPreview(null);
    } catch (uploadError) {
      setError(summarizeServerError(uploadError).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={preview ?? currentUrl}
          alt={`Profile photo of ${name}`}
          size={88}
          radius="50%"
          name={name}
          color="teal"
        />
        <Stack gap={6}>
          <FileButton onChange={upload} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={progress !== null}
              >
                Change photo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPEG, PNG, WebP or AVIF, up to 10 MB.
          </Text>
        </Stack>
      </Group>
      {progress !== null && (
        <Progress value={progress} size="sm" animated aria-label="Upload progress" maw={320} />
      )}
      {error && (
        <Alert color="red" role="alert" maw={420}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
