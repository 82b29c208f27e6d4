import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Image, Modal, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconBuildingCommunity,
  IconCirclePlus,
  IconEdit,
  IconExternalLink,
  IconPhoto,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { ListingArchiveMutation, ListingMyHostelsQuery } from '../api/listing';
import { resumeStep, stepUrl } from '../listing/listing-steps';
import { hostelLink } from '../search/search-params';
import { StatusBadge } from './status-badge';

const listButton = (
  <Button component={Link} to={paths.owner.listHostel} leftSection={<IconCirclePlus size={18} />}>
    List a hostel
  </Button>
);

/** `/dashboard/hostelDetails`: the owner's hostels with their review status. */
export function MyHostelsScreen() {
  const { data, loading, error, refetch } = useQuery(ListingMyHostelsQuery, {
    variables: { first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const [archive, { loading: archiving }] = useMutation(ListingArchiveMutation);
  const [confirm, setConfirm] = useState<{ id: string; name: string } | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);

  const archiveConfirmed = async () => {
    if (!confirm) return;
    setArchiveError(null);
    try {
      await archive({ variables: { id: confirm.id } });
      setConfirm(null);
    } catch (failure) {
      setArchiveError(summarizeServerError(failure).message);
    }
  };

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
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconBuildingCommunity size={28} />}
            title="You have not listed a hostel yet"
            action={listButton}
          >
            Listing takes a few steps: basics, location, rooms and beds, photos and prices. We review it
            before it goes live.
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map(({ node }) => {
              const name = node.name || 'Untitled draft';
              return (
                <Card key={node.id} withBorder radius="lg" padding="sm">
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    {node.coverPhoto ? (
                      <Image
                        src={node.coverPhoto.url}
                        alt=""
                        w={96}
                        h={72}
                        radius="md"
                        fit="cover"
                        visibleFrom="xs"
                      />
                    ) : (
                      <Stack
                        w={96}
                        h={72}
                        align="center"
                        justify="center"
                        bg="var(--mantine-color-default-hover)"
                        style={{ borderRadius: 8 }}
                        visibleFrom="xs"
                      >
                        <IconPhoto size={24} aria-hidden />
                      </Stack>
                    )}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={700}>{name}</Text>
                        <StatusBadge status={node.status} />
                      </Group>
                      <Text size="sm" c="dimmed">
                        {node.city || 'No location yet'} · updated{' '}
                        {new Date(node.updatedAt).toLocaleDateString()}
                      </Text>
                      {(node.status === 'REJECTED' || node.status === 'SUSPENDED') &&
                        node.rejectionReason && (
                          <Text size="sm" c="red.9">
                            Reason: {node.rejectionReason}
                          </Text>
                        )}
                      <Group gap="xs" mt={4}>
                        {node.status !== 'PENDING_REVIEW' && (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconEdit size={14} />}
                            component={Link}
                            to={stepUrl(node.status === 'DRAFT' ? resumeStep(node.listingStep) : 0, node.id)}
                            aria-label={`Edit ${name}`}
                          >
                            Edit
                          </Button>
                        )}
                        {node.status === 'PUBLISHED' && (
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconExternalLink size={14} />}
                            component={Link}
                            to={hostelLink(node.id)}
                            aria-label={`View ${name} as students see it`}
                          >
                            View
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconArchive size={14} />}
                          onClick={() => setConfirm({ id: node.id, name })}
                          aria-label={`Archive ${name}`}
                        >
                          Archive
                        </Button>
                      </Group>
                    </Stack>
                  </Group>
                </Card>
              );
            })}
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
          {archiveError && (
            <Alert color="red" role="alert">
              {archiveError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button color="red" loading={archiving} onClick={() => void archiveConfirmed()}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
