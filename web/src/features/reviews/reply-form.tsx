import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { checkReviewReply, FieldRules, REVIEW_LIMITS } from '@hostel/common';
import { applyServerErrors } from '../../lib/form-errors';
import { useMutationRequest } from '../../lib/use-request';
import { ReviewsReplyMutation } from './api';

/** The owner's one reply to a review: written once, edited after. */
export function ReplyForm({ reviewId, current }: { reviewId: string; current: string | null }) {
  const [editing, setEditing] = useState(current === null);
  const [banner, setBanner] = useState<string | null>(null);
  // The list reads the reply back (the route's loader).
  const [reply, { loading }] = useMutationRequest(ReviewsReplyMutation);
  const form = useForm({
    initialValues: { reply: current ?? '' },
    validate: (values) => {
      const rules = new FieldRules();
      checkReviewReply(rules, values.reply);
      return rules.errors;
    },
  });
  if (!editing) {
    return (
      <Group>
        <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
          Edit reply
        </Button>
      </Group>
    );
  }
  const submit = async (values: { reply: string }) => {
    setBanner(null);
    try {
      await reply({ id: reviewId, reply: values.reply.trim() });
      setEditing(false);
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={current === null ? 'Your reply' : 'Edit your reply'}
          description={`Shown under the review on your hostel's page; up to ${REVIEW_LIMITS.replyMax} characters.`}
          autosize
          minRows={2}
          {...form.getInputProps('reply')}
        />
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Group justify="flex-end">
          {current !== null && (
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={loading}>
            {current === null ? 'Post reply' : 'Save reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
