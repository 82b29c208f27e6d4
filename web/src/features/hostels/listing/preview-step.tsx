import { Alert, Button, Card, FileButton, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileZip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HostelStatus } from '../../../gql/graphql';
import { paths } from '../../../config/paths';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import { ListingSubmitMutation, ListingUploadArchiveMutation } from '../api/listing';
import { HostelDetailsView } from '../details/hostel-details-view';
import type { ListingWizardData, StepProps } from './listing-wizard-screen';

const MAX_ARCHIVE_BYTES = 25 * 1024 * 1024;

const LOCKED_TEXT: Partial<Record<HostelStatus, string>> = {
  PENDING_REVIEW: 'This listing is waiting for review.',
  SUSPENDED:
    'This hostel is suspended, so students cannot see it. Your changes are saved; an admin reinstates it.',
  ARCHIVED: 'This listing is archived.',
};

/** Exactly what students will see, then the submission with a ZIP proof of ownership. */
export function PreviewStep({ draft, goTo, index }: StepProps) {
  const navigate = useNavigate();
  // The wizard's loader reads the preview on this step (listing-wizard-screen.tsx).
  const preview = useScreenData<ListingWizardData>().data?.preview;
  const [uploadArchive] = useMutationRequest(ListingUploadArchiveMutation, { revalidate: false });
  // Leaves for the owner's hostels, whose route reads them.
  const [submit] = useMutationRequest(ListingSubmitMutation, { revalidate: false });
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const canSubmit = draft.status === 'DRAFT' || draft.status === 'REJECTED';

  const send = async (file: File | null) => {
    if (!file) return;
    setProblems([]);
    if (!/\.zip$/i.test(file.name)) return setProblems(['Choose a ZIP archive (.zip) with your documents.']);
    if (file.size > MAX_ARCHIVE_BYTES) return setProblems(['The archive is larger than 25 MB.']);
    setProgress(0);
    try {
      const uploaded = await uploadArchive(
        { file },
        { onUploadProgress: (p) => setProgress(Math.round(p.fraction * 100)) },
      );
      await submit({ id: draft.id, ownershipProofFileId: uploaded.uploadArchive.id });
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        // A title would dim the message below the contrast minimum.
        message: 'Submitted for review. We will let you know once it is checked.',
      });
      navigate(paths.owner.hostels());
    } catch (error) {
      const { fields, message } = summarizeServerError(error);
      setProblems(Object.keys(fields).length ? Object.values(fields) : [message]);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xl">
      <Alert color="blue" title="Preview">
        This is exactly what students will see once your listing is published.
      </Alert>
      {preview && <HostelDetailsView hostel={preview} hasDates={false} bedsWanted={1} />}
      <Card withBorder radius="lg" component="section" aria-label="Submit for review">
        <Title order={2} fz="lg" mb="xs">
          Submit for review
        </Title>
        {canSubmit ? (
          <Stack gap="sm">
            <Text size="sm">
              Upload a ZIP archive with a proof of ownership or your business registration (PDF or photos
              inside, up to 25 MB). Our team checks it before the listing goes live.
            </Text>
            {progress !== null && <Progress value={progress} animated aria-label="Uploading the document" />}
            {problems.length > 0 && (
              <Alert color="red" role="alert" title="The listing cannot be submitted yet">
                <List size="sm">
                  {problems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => goTo(index - 1)}
              >
                Back
              </Button>
              <FileButton onChange={(file) => void send(file)} accept=".zip,application/zip">
                {(props) => (
                  <Button
                    {...props}
                    leftSection={progress === null ? <IconSend size={16} /> : <IconFileZip size={16} />}
                    loading={progress !== null}
                  >
                    Choose the ZIP and submit
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              {LOCKED_TEXT[draft.status] ??
                'Changes to a published listing apply at once; it does not need a new review.'}
            </Text>
            <Group>
              <Button variant="default" onClick={() => navigate(paths.owner.hostels())}>
                Back to my hostels
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
