import { Badge } from '@mantine/core';
import type { HostelStatus } from '../../../gql/graphql';

const STATUS: Record<HostelStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  PENDING_REVIEW: { label: 'In review', color: 'blue' },
  PUBLISHED: { label: 'Published', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'orange.9' },
  SUSPENDED: { label: 'Suspended', color: 'red.8' },
  ARCHIVED: { label: 'Archived', color: 'dark' },
};

export function StatusBadge({ status }: { status: HostelStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light">
      {STATUS[status].label}
    </Badge>
  );
}
