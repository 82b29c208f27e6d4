import { Badge } from '@mantine/core';
import { SUPPORT_STATUS_LABELS } from '@hostel/common';
import type { TicketStatus } from '../../gql/graphql';

const COLORS: Record<TicketStatus, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'orange',
  RESOLVED: 'teal',
  CLOSED: 'gray',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
