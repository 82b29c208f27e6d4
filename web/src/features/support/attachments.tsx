import { FileInput, type FileInputProps } from '@mantine/core';
import { SUPPORT_LIMITS } from '@hostel/common';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutationRequest } from '../../lib/use-request';
import { SupportUploadArchiveMutation, SupportUploadImageMutation } from './api/support';

/** The file picker of the support forms: images and ZIP archives of documents. */
export function AttachmentsInput(props: FileInputProps<true>) {
  return (
    <FileInput
      label="Attachments (optional)"
      description={`Screenshots or a ZIP of documents, at most ${SUPPORT_LIMITS.attachments}.`}
      multiple
      clearable
      accept="image/jpeg,image/png,image/webp,image/avif,.zip,application/zip"
      leftSection={<IconPaperclip size={16} aria-hidden />}
      {...props}
    />
  );
}

/** Uploads the chosen files through the safe uploads (images re-encoded, archives inspected); returns their ids. */
export function useUploadAttachments() {
  // Nothing on screen changes until the form that carries them is sent.
  const [uploadImage] = useMutationRequest(SupportUploadImageMutation, { revalidate: false });
  const [uploadArchive] = useMutationRequest(SupportUploadArchiveMutation, { revalidate: false });
  return async (files: File[]): Promise<string[]> => {
    const ids: string[] = [];
    for (const file of files) {
      if (/\.zip$/i.test(file.name)) ids.push((await uploadArchive({ file })).uploadArchive.id);
      else ids.push((await uploadImage({ file })).uploadImage.id);
    }
    return ids;
  };
}
