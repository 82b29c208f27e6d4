import { Input, Modal, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  checkReview,
  FieldRules,
  REVIEW_LIMITS,
  REVIEW_RATING_LABELS,
  REVIEW_RATINGS,
  type ReviewRating,
} from '@hostel/common';
import { DialogActions } from '../../components/dialog-actions';
import type { FragmentType } from '../../gql';
import { applyServerErrors } from '../../lib/form-errors';
import { useMutationRequest } from '../../lib/use-request';
import { ReviewsCreateMutation, ReviewsUpdateMutation, type ReviewFieldsFragment } from './api';

type Values = Record<ReviewRating, number> & { comment: string };

const EMPTY: Values = {
  overall: 0,
  cleanliness: 0,
  location: 0,
  value: 0,
  security: 0,
  staff: 0,
  comment: '',
};

const pickValues = (review: Values): Values => ({
  ...(Object.fromEntries(REVIEW_RATINGS.map((rating) => [rating, review[rating]])) as Record<
    ReviewRating,
    number
  >),
  comment: review.comment,
});

export interface ReviewFormModalProps {
  hostelName: string;
  /** Writing a new review of this reservation... */
  reservationId?: string;
  /** ...or editing this one (with its current values). */
  review?: Values & { id: string };
  onClose: () => void;
  /** With the review as saved, to show in place. */
  onSaved: (review: FragmentType<typeof ReviewFieldsFragment>) => void;
}

/** Stars for the stay overall and five sub-ratings, and a comment, checked by the API's own rules. */
export function ReviewFormModal({
  hostelName,
  reservationId,
  review,
  onClose,
  onSaved,
}: ReviewFormModalProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What shows the review reads it again itself (onSaved): the screen's data has no reviews.
  const [create] = useMutationRequest(ReviewsCreateMutation, { revalidate: false });
  const [update] = useMutationRequest(ReviewsUpdateMutation, { revalidate: false });
  const form = useForm<Values>({
    // Only the form's own fields: the review's id (or anything else it carries) is no input.
    initialValues: review ? pickValues(review) : EMPTY,
    validate: (values) => {
      const rules = new FieldRules();
      checkReview(rules, values);
      return rules.errors;
    },
  });

  const submit = async (values: Values) => {
    setBanner(null);
    setBusy(true);
    const input = { ...values, comment: values.comment.trim() };
    try {
      onSaved(
        review
          ? (await update({ id: review.id, input })).updateReview
          : (await create({ input: { ...input, reservationId: reservationId! } })).createReview,
      );
    } catch (error) {
      setBanner(applyServerErrors(error, form));
    } finally {
      setBusy(false);
    }
  };
  const length = form.values.comment.trim().length;

  return (
    <Modal
      opened
      onClose={onClose}
      title={review ? `Edit your review of ${hostelName}` : `Review your stay at ${hostelName}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {REVIEW_RATINGS.map((rating) => {
              const { error } = form.getInputProps(rating);
              const id = `review-${rating}`;
              return (
                <Input.Wrapper
                  key={rating}
                  label={REVIEW_RATING_LABELS[rating]}
                  labelProps={{ id }}
                  error={error}
                >
                  <Rating
                    size="lg"
                    value={form.values[rating]}
                    onChange={(value) => form.setFieldValue(rating, value)}
                    aria-labelledby={id}
                    getSymbolLabel={(stars) =>
                      `${REVIEW_RATING_LABELS[rating]}: ${stars} ${stars === 1 ? 'star' : 'stars'}`
                    }
                  />
                </Input.Wrapper>
              );
            })}
          </SimpleGrid>
          <Textarea
            label="Your review"
            description={`What should the next student know? ${REVIEW_LIMITS.commentMin} to ${REVIEW_LIMITS.commentMax} characters.`}
            autosize
            minRows={4}
            {...form.getInputProps('comment')}
          />
          <Text size="xs" c="dimmed" ta="right" aria-live="polite">
            {length} / {REVIEW_LIMITS.commentMax}
          </Text>
          <Text size="xs" c="dimmed">
            Your first name, your university and the month of your stay show with your review. You can edit it
            for {REVIEW_LIMITS.editHours} hours after posting.
          </Text>
          <DialogActions
            failure={banner}
            dismissLabel="Cancel"
            onDismiss={onClose}
            confirmLabel={review ? 'Save review' : 'Post review'}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
