import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCirclePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DialogActions } from '../../../components/dialog-actions';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { ListingMyHostelsQueryQuery } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import { ListingArchiveMutation, ListingMyHostelsQuery } from '../api/listing';
import { MyHostelCard } from './my-hostel-card';

const listButton = (
  <Button component={Link} to={paths.owner.listHostel()} leftSection={<IconCirclePlus size={18} />}>
    List a hostel
  </Button>
);

export const loader = screenLoader(ListingMyHostelsQuery, () => ({ first: 100 }));

/** `/dashboard/hostelDetails`: the owner's hostels with their review status. */
export function MyHostelsScreen() {
  const { data, loading, error, retry } = useScreenData<ListingMyHostelsQueryQuery>();
  const [archive, { loading: archiving }] = useMutationRequest(ListingArchiveMutation);
  const [confirm, setConfirm] = useState<{ id: string; name: string } | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);

  const archiveConfirmed = async () => {
    if (!confirm) return;
    setArchiveError(null);
    try {
      await archive({ id: confirm.id });
      setConfirm(null);
    } catch (failure) {
      setArchiveError(summarizeServerError(failure).message);
    }
  };

  // Archived listings stay in the data but not on screen: an owner with only those has none active.
  const archivedOnly = Boolean(data?.myHostels.edges.length);

  return (
    <PageFrame
      title="My hostels"
      description="The hostels you list, with their review status."
      actions={listButton}
    >
      <QueryState
        loading={loading}
        error={error}
        data={data?.myHostels.edges.filter((edge) => edge.node.status !== 'ARCHIVED')}
        onRetry={retry}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconBuildingCommunity size={28} />}
            title={archivedOnly ? 'No active listings' : 'You have not listed a hostel yet'}
            action={listButton}
          >
            Listing takes a few steps: basics, location, rooms and beds, photos and prices. We review it
            before it goes live.
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map(({ node }) => (
              <MyHostelCard key={node.id} hostel={node} onArchive={setConfirm} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={`Archive ${confirm?.name ?? ''}?`}
      >
        <Stack>
          <Text size="sm">An archived listing leaves the platform for good and can no longer be edited.</Text>
          <DialogActions
            failure={archiveError}
            dismissLabel="Cancel"
            onDismiss={() => setConfirm(null)}
            confirmLabel="Archive"
            onConfirm={() => void archiveConfirmed()}
            busy={archiving}
            color="red"
          />
        </Stack>
      </Modal>
    </PageFrame>
  );
}
