import { Badge } from '@mantine/core';
import type { HostelStatus } from '../../../gql/graphql';

// The dot variant keeps the label in the text colour: readable (WCAG AA) in both colour schemes,
// which tinted labels of these hues are not.
const STATUS: Record<HostelStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  PENDING_REVIEW: { label: 'In review', color: 'blue' },
  PUBLISHED: { label: 'Published', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'orange' },
  SUSPENDED: { label: 'Suspended', color: 'red' },
  ARCHIVED: { label: 'Archived', color: 'dark' },
};

export function StatusBadge({ status }: { status: HostelStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="dot">
      {STATUS[status].label}
    </Badge>
  );
}
