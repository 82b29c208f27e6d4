import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import type { ListingMyHostelsQueryQuery } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { useMutationRequest } from '../../../lib/use-request';
import { ListingCreateDraftMutation, ListingMyHostelsQuery } from '../api/listing';
import { StatusBadge } from '../manage/status-badge';
import { resumeStep, stepUrl } from './listing-steps';
import { formatDateTime } from '../../../lib/dates';

export const loader = screenLoader(ListingMyHostelsQuery, () => ({ first: 50 }));

/** `/dashboard/listHostel`: resume a draft (or a rejected listing) or start a new one. */
export function ListingStartScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const drafts = useScreenData<ListingMyHostelsQueryQuery>();
  // The new draft's first step reads it: this list is left behind.
  const [create, { loading: creating }] = useMutationRequest(ListingCreateDraftMutation, {
    revalidate: false,
  });
  const id = params.get('id');
  if (id) return <Navigate to={stepUrl(0, id)} replace />;

  const start = async () => {
    setError(null);
    try {
      const data = await create({});
      navigate(stepUrl(0, data.createHostelDraft.id));
    } catch (createError) {
      setError(summarizeServerError(createError).message);
    }
  };

  const startButton = (
    <Button leftSection={<IconCirclePlus size={18} />} loading={creating} onClick={() => void start()}>
      Start a new listing
    </Button>
  );

  return (
    <PageFrame
      title="List a hostel"
      description="Five short steps; we review your listing before it goes live."
      actions={startButton}
    >
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <QueryState
        loading={drafts.loading}
        error={drafts.error}
        data={drafts.data?.myHostels.edges.filter((edge) => ['DRAFT', 'REJECTED'].includes(edge.node.status))}
        onRetry={drafts.retry}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card withBorder radius="lg">
            <Stack align="flex-start">
              <Text>
                Basics, location, rooms and photos, price, preview: you can stop at any step and continue
                later, on any device.
              </Text>
              {startButton}
            </Stack>
          </Card>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text fw={600}>Continue where you left off</Text>
            {list.map(({ node }) => (
              <Card key={node.id} withBorder radius="md">
                <Group justify="space-between" gap="sm">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={700}>{node.name || 'Untitled draft'}</Text>
                      <StatusBadge status={node.status} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      Last saved {formatDateTime(node.updatedAt)}
                    </Text>
                    {node.rejectionReason && <Text size="sm">Changes requested: {node.rejectionReason}</Text>}
                  </Stack>
                  <Button
                    component={Link}
                    to={stepUrl(resumeStep(node.listingStep), node.id)}
                    variant="light"
                    aria-label={`Continue ${node.name || 'untitled draft'}`}
                  >
                    Continue
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
