import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Textarea,
} from '@mantine/core';
import { MESSAGE_LIMITS, messageBodyError } from '@hostel/common';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { summarizeServerError } from '../../lib/graphql-errors';
import { MessagingUploadImageMutation } from './api/documents';
import type { OutgoingImage } from './use-send-queue';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export interface ComposerProps {
  disabled: boolean;
  onSend: (body: string, images: OutgoingImage[]) => void;
}

/** Text (Enter sends, Shift+Enter breaks the line) and images, uploaded as soon as they are chosen. */
export function Composer({ disabled, onSend }: ComposerProps) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<OutgoingImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploadImage] = useMutation(MessagingUploadImageMutation);

  const attach = async (files: File[]) => {
    setError(null);
    const room = MESSAGE_LIMITS.attachments - images.length;
    if (files.length > room) return setError(`Attach at most ${MESSAGE_LIMITS.attachments} images.`);
    setUploading(true);
    try {
      for (const file of files) {
        const { data } = await uploadImage({ variables: { file } });
        if (data) setImages((list) => [...list, { id: data.uploadImage.id, url: data.uploadImage.url }]);
      }
    } catch (uploadError) {
      setError(summarizeServerError(uploadError).message);
    } finally {
      setUploading(false);
    }
  };

  const send = () => {
    const problem = messageBodyError(body, images.length);
    if (problem) return setError(problem);
    onSend(body.trim(), images);
    setBody('');
    setImages([]);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack gap={6}>
      {error && (
        <Alert color="red" py={6} role="alert">
          {error}
        </Alert>
      )}
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((image) => (
            <Group key={image.id} gap={0} align="flex-start">
              <Image src={image.url} alt="Image to send" w={56} h={56} radius="sm" fit="cover" />
              <CloseButton
                size="sm"
                aria-label="Remove image"
                onClick={() => setImages((list) => list.filter((i) => i.id !== image.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton onChange={(files) => void attach(files)} accept={ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <ActionIcon
              {...props}
              variant="default"
              size={42}
              aria-label="Attach images"
              disabled={disabled || uploading}
            >
              {uploading ? <Loader size={16} /> : <IconPhoto size={20} />}
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder={disabled ? 'This conversation is blocked' : 'Write a message'}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_LIMITS.bodyLength}
          value={body}
          disabled={disabled}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <ActionIcon size={42} aria-label="Send" onClick={send} disabled={disabled || uploading}>
          <IconSend size={20} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
