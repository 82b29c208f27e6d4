import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconCalendarStats, IconEdit, IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListingMyHostelsQueryQuery } from '../../../gql/graphql';
import { resumeStep, stepUrl } from '../listing/listing-steps';
import { paths } from '../../../config/paths';
import { StatusBadge } from './status-badge';
import { formatDate } from '../../../lib/dates';
import { CoverThumbnail } from '../../../components/cover-thumbnail';

export type MyHostel = ListingMyHostelsQueryQuery['myHostels']['edges'][number]['node'];

export interface MyHostelCardProps {
  hostel: MyHostel;
  onArchive: (hostel: { id: string; name: string }) => void;
}

/** One of the owner's listings: its status, why it was rejected or suspended, and what can be done. */
export function MyHostelCard({ hostel, onArchive }: MyHostelCardProps) {
  const name = hostel.name || 'Untitled draft';
  return (
    <Card withBorder radius="lg" padding="sm">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {hostel.coverPhoto ? (
          <CoverThumbnail photo={hostel.coverPhoto} />
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
            <StatusBadge status={hostel.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {hostel.city || 'No location yet'} · updated {formatDate(hostel.updatedAt)}
          </Text>
          {(hostel.status === 'REJECTED' || hostel.status === 'SUSPENDED') && hostel.rejectionReason && (
            <Text size="sm" c="red.9">
              Reason: {hostel.rejectionReason}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {hostel.status === 'REJECTED' ? (
              // Fix from the first step; the preview step submits it again.
              <Button
                size="xs"
                leftSection={<IconEdit size={14} />}
                component={Link}
                to={stepUrl(0, hostel.id)}
                aria-label={`Fix and resubmit ${name}`}
              >
                Fix and resubmit
              </Button>
            ) : (
              hostel.status !== 'PENDING_REVIEW' && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                  component={Link}
                  to={stepUrl(hostel.status === 'DRAFT' ? resumeStep(hostel.listingStep) : 0, hostel.id)}
                  aria-label={`Edit ${name}`}
                >
                  Edit
                </Button>
              )
            )}
            {hostel.status === 'PUBLISHED' && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconExternalLink size={14} />}
                component={Link}
                to={paths.hostelDetails(hostel.id)}
                aria-label={`View ${name} as students see it`}
              >
                View
              </Button>
            )}
            {hostel.status !== 'DRAFT' && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconCalendarStats size={14} />}
                component={Link}
                to={paths.owner.availability({ hostel: hostel.id })}
                aria-label={`Availability of ${name}`}
              >
                Availability
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconArchive size={14} />}
              onClick={() => onArchive({ id: hostel.id, name })}
              aria-label={`Archive ${name}`}
            >
              Archive
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
