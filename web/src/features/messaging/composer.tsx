import {
  ActionIcon,
  Alert,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { MESSAGE_LIMITS, messageBodyError } from '@hostel/common';
import { IconFileZip, IconPhoto, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest } from '../../lib/use-request';
import { MessagingUploadArchiveMutation, MessagingUploadImageMutation } from './api/documents';
import type { MessageFile } from './use-send-queue';
import { imageSources } from '../../lib/image-sources';

const IMAGES = 'image/jpeg,image/png,image/webp,image/avif';
const DOCUMENTS = '.zip,application/zip';

export interface ComposerProps {
  disabled: boolean;
  onSend: (body: string, files: MessageFile[]) => void;
}

/**
 * Text (Enter sends, Shift+Enter breaks the line), images and ZIP archives of documents, uploaded
 * as soon as they are chosen (images re-encoded, archives inspected by the safe uploads).
 */
export function Composer({ disabled, onSend }: ComposerProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<MessageFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An upload changes nothing on screen until the message is sent.
  const [uploadImage] = useMutationRequest(MessagingUploadImageMutation, { revalidate: false });
  const [uploadArchive] = useMutationRequest(MessagingUploadArchiveMutation, { revalidate: false });

  const upload = async (file: File): Promise<MessageFile> => {
    if (/\.zip$/i.test(file.name)) {
      const { uploadArchive: archive } = await uploadArchive({ file });
      return { ...archive, kind: 'ARCHIVE', url: null };
    }
    const { uploadImage: image } = await uploadImage({ file });
    return { ...image, kind: 'IMAGE', originalName: file.name };
  };

  const attach = async (chosen: File[]) => {
    setError(null);
    const room = MESSAGE_LIMITS.attachments - files.length;
    if (chosen.length > room) return setError(`Attach at most ${MESSAGE_LIMITS.attachments} files.`);
    setUploading(true);
    try {
      for (const file of chosen) {
        const uploaded = await upload(file);
        setFiles((list) => [...list, uploaded]);
      }
    } catch (uploadError) {
      setError(summarizeServerError(uploadError).message);
    } finally {
      setUploading(false);
    }
  };

  const send = () => {
    const problem = messageBodyError(body, files.length);
    if (problem) return setError(problem);
    onSend(body.trim(), files);
    setBody('');
    setFiles([]);
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
      {files.length > 0 && (
        <Group gap={6}>
          {files.map((file) => (
            <Group key={file.id} gap={0} align="flex-start" wrap="nowrap">
              {file.kind === 'IMAGE' ? (
                <Image
                  {...imageSources(file, '56px')}
                  alt="Image to send"
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
              ) : (
                <Group gap={4} h={56} px={6} wrap="nowrap" maw={180}>
                  <IconFileZip size={18} aria-hidden />
                  <Text size="xs" truncate="end" aria-label={`Document to send: ${file.originalName}`}>
                    {file.originalName}
                  </Text>
                </Group>
              )}
              <CloseButton
                size="sm"
                aria-label={file.kind === 'IMAGE' ? 'Remove image' : `Remove ${file.originalName}`}
                onClick={() => setFiles((list) => list.filter((f) => f.id !== file.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        {(
          [
            { accept: IMAGES, label: 'Attach images', icon: <IconPhoto size={20} /> },
            { accept: DOCUMENTS, label: 'Attach documents (ZIP)', icon: <IconFileZip size={20} /> },
          ] as const
        ).map((button) => (
          <FileButton
            key={button.label}
            onChange={(chosen) => void attach(chosen)}
            accept={button.accept}
            multiple
            disabled={disabled}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="default"
                size={42}
                aria-label={button.label}
                disabled={disabled || uploading}
              >
                {uploading ? <Loader size={16} /> : button.icon}
              </ActionIcon>
            )}
          </FileButton>
        ))}
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
