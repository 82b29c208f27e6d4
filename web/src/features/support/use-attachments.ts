import { useMutation } from '@apollo/client/react';
import { SupportUploadArchiveMutation, SupportUploadImageMutation } from './api/support';

/** What the file pickers of the support forms accept: images and ZIP archives of documents. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.zip,application/zip';

/** Uploads the chosen files through the safe uploads (images re-encoded, archives inspected); returns their ids. */
export function useUploadAttachments() {
  const [uploadImage] = useMutation(SupportUploadImageMutation);
  const [uploadArchive] = useMutation(SupportUploadArchiveMutation);
  return async (files: File[]): Promise<string[]> => {
    const ids: string[] = [];
    for (const file of files) {
      if (/\.zip$/i.test(file.name)) {
        const { data } = await uploadArchive({ variables: { file } });
        if (data) ids.push(data.uploadArchive.id);
      } else {
        const { data } = await uploadImage({ variables: { file } });
        if (data) ids.push(data.uploadImage.id);
      }
    }
    return ids;
  };
}
