import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export interface ReviewSavedProps {
  /** Named where the list spans stays (the stays to review); omitted on the stay's own page. */
  hostelName?: string;
  /** An edit of a review already published, not a new one. */
  edited?: boolean;
}

/** What the student is told once their review is posted or edited (the review shows beside it). */
export function ReviewSaved({ hostelName, edited = false }: ReviewSavedProps) {
  const of = hostelName ? ` of ${hostelName}` : '';
  return (
    <Alert
      color="teal"
      role="status"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={edited ? `Your review${of} is updated` : `Thanks — your review${of} is published`}
    >
      {edited
        ? 'Students see your changes on the hostel’s page.'
        : 'Students can read it on the hostel’s page. You can still edit it for a while.'}
    </Alert>
  );
}
