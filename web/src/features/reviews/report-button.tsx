import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonModal } from '../../components/reason-modal';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useMutationRequest } from '../../lib/use-request';
import { ReviewsReportMutation } from './api';

/** "Report" under a review, with the dialog that asks why; "Reported" once the viewer has. */
export function ReportButton({ reviewId, reported }: { reviewId: string; reported: boolean }) {
  const [opened, setOpened] = useState(false);
  // The button says "Reported" from the answer: nothing else on the page changes.
  const [report, { data }] = useMutationRequest(ReviewsReportMutation, { revalidate: false });
  const done = reported || data?.reportReview.reportedByMe === true;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconFlag size={14} aria-hidden />}
        disabled={done}
        onClick={() => setOpened(true)}
      >
        {done ? 'Reported' : 'Report'}
      </Button>
      <ReasonModal
        title="Report this review"
        confirmLabel="Send report"
        reasonLabel="What is wrong with it? (admins read this)"
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={async (reason) => {
          try {
            await report({ id: reviewId, reason });
            return null;
          } catch (error) {
            return summarizeServerError(error).message;
          }
        }}
      />
    </>
  );
}
