import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconExternalLink,
  IconFileZip,
  IconPlayerPlay,
  IconPlayerStop,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../gql';
import { paths } from '../../../config/paths';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useMutationRequest } from '../../../lib/use-request';
import {
  ModerationApproveMutation,
  ModerationHostelFieldsFragment,
  ModerationReinstateMutation,
  ModerationRejectMutation,
  ModerationSuspendMutation,
} from '../api/moderation';
import { ApproveWithoutProofModal, MissingProofAlert } from './approve-without-proof';
import { DocumentLink } from './document-link';
import { StatusBadge } from '../../hostels/public';
import { ReasonModal } from '../../../components/reason-modal';
import { formatDateTime } from '../../../lib/dates';
import { CoverThumbnail } from '../../../components/cover-thumbnail';

export interface ModerationCardProps {
  hostel: FragmentType<typeof ModerationHostelFieldsFragment>;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One listing with the admin's decisions for its state; the server checks every transition again.
 * A decision reads the list again (the route's loader): the listing moves to another tab.
 */
export function ModerationCard(props: ModerationCardProps) {
  const hostel = getFragmentData(ModerationHostelFieldsFragment, props.hostel);
  const [approve, { loading: approving }] = useMutationRequest(ModerationApproveMutation);
  const [reinstate, { loading: reinstating }] = useMutationRequest(ModerationReinstateMutation);
  const [reject] = useMutationRequest(ModerationRejectMutation);
  const [suspend] = useMutationRequest(ModerationSuspendMutation);
  const [asking, setAsking] = useState<'reject' | 'suspend' | null>(null);
  const [confirmingApproval, setConfirmingApproval] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'teal',
        message: `${hostel.name}: ${done}.`,
      });
      return null;
    } catch (error) {
      return summarizeServerError(error).message;
    }
  };
  const runAndReport = async (action: () => Promise<unknown>, done: string) => {
    const failure = await run(action, done);
    if (failure)
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'red',
        title: 'Not saved',
        message: failure,
      });
  };
  const variables = { id: hostel.id };

  return (
    <Card withBorder radius="lg" padding="sm" component="article" aria-label={hostel.name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {hostel.coverPhoto && <CoverThumbnail photo={hostel.coverPhoto} />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{hostel.name}</Text>
            <StatusBadge status={hostel.status} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {hostel.city}, {hostel.country} · by {hostel.owner.displayName}
            {hostel.ownerEmail && (
              <>
                {' '}
                (
                <Anchor href={`mailto:${hostel.ownerEmail}`} underline="always">
                  {hostel.ownerEmail}
                </Anchor>
                )
              </>
            )}
            {hostel.submittedAt && ` · submitted ${formatDateTime(hostel.submittedAt)}`}
          </Text>
          {hostel.ownershipProof ? (
            <DocumentLink fileId={hostel.ownershipProof.id} href={hostel.ownershipProof.url}>
              <Group gap={4} component="span" wrap="nowrap" align="flex-start">
                <IconFileZip size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <span>
                  Ownership document: {hostel.ownershipProof.originalName} (
                  {kilobytes(hostel.ownershipProof.size)})
                </span>
              </Group>
            </DocumentLink>
          ) : (
            <MissingProofAlert />
          )}
          {hostel.rejectionReason && hostel.status !== 'PENDING_REVIEW' && (
            <Text size="sm">Reason: {hostel.rejectionReason}</Text>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={paths.hostelDetails(hostel.id)}
              leftSection={<IconExternalLink size={14} />}
              aria-label={`Open listing ${hostel.name}`}
            >
              Open listing
            </Button>
            {hostel.status === 'PENDING_REVIEW' && (
              <>
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} />}
                  loading={approving}
                  onClick={() =>
                    hostel.ownershipProof
                      ? void runAndReport(() => approve(variables), 'approved')
                      : setConfirmingApproval(true)
                  }
                  aria-label={`Approve ${hostel.name}`}
                >
                  Approve
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} color="var(--mantine-color-red-7)" />}
                  onClick={() => setAsking('reject')}
                  aria-label={`Reject ${hostel.name}`}
                >
                  Reject
                </Button>
              </>
            )}
            {hostel.status === 'PUBLISHED' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerStop size={14} color="var(--mantine-color-red-7)" />}
                onClick={() => setAsking('suspend')}
                aria-label={`Suspend ${hostel.name}`}
              >
                Suspend
              </Button>
            )}
            {hostel.status === 'SUSPENDED' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerPlay size={14} />}
                loading={reinstating}
                onClick={() => void runAndReport(() => reinstate(variables), 'reinstated')}
                aria-label={`Reinstate ${hostel.name}`}
              >
                Reinstate
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <ApproveWithoutProofModal
        hostelName={hostel.name}
        opened={confirmingApproval}
        onClose={() => setConfirmingApproval(false)}
        onConfirm={() => run(() => approve(variables), 'approved without an ownership document')}
      />
      <ReasonModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'reject' ? `Reject ${hostel.name}` : `Suspend ${hostel.name}`}
        confirmLabel={asking === 'reject' ? 'Reject' : 'Suspend'}
        onConfirm={(reason) =>
          asking === 'reject'
            ? run(() => reject({ ...variables, reason }), 'rejected')
            : run(() => suspend({ ...variables, reason }), 'suspended')
        }
      />
    </Card>
  );
}
