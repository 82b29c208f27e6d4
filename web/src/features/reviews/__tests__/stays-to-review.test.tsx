import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { StaysToReview } from '../stays-to-review';

const COMMENT = 'A quiet hostel with a clean kitchen and friendly staff.';
const stars = { overall: 4, cleanliness: 5, location: 4, value: 3, security: 5, staff: 2 };

const stay = {
  __typename: 'Reservation' as const,
  id: 'r1',
  checkOut: '2026-10-02',
  reviewLastDay: '2026-11-01',
  roomTypeName: '4-bed room',
  hostel: { __typename: 'Hostel' as const, id: 'h1', name: 'Harbour View' },
};

const created = {
  data: {
    createReview: {
      __typename: 'Review',
      id: 'rv1',
      ...stars,
      comment: COMMENT,
      authorFirstName: 'Ama',
      authorUniversity: 'University of Ghana',
      stayMonth: '2026-09',
      roomTypeName: '4-bed room',
      verifiedStay: true,
      status: 'PUBLISHED',
      ownerReply: null,
      ownerRepliedAt: null,
      createdAt: '2026-10-05T10:00:00.000Z',
      editedAt: null,
      mine: true,
      canEdit: true,
      canReply: false,
      reportedByMe: false,
    },
  },
};

describe('StaysToReview', () => {
  it('thanks the student and shows the review in place of the stay once it is posted', async () => {
    // The list has the stay until the review is posted, and is read again after.
    let posted = false;
    const calls = mockGraphQL({
      ReviewsToWriteQuery: () => ({ data: { reservationsToReview: posted ? [] : [stay] } }),
      ReviewsCreateMutation: () => {
        posted = true;
        return created;
      },
    });
    renderRoute(StaysToReview);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review of Harbour View' }));
    const dialog = await screen.findByRole('dialog');
    for (const [rating, count] of Object.entries(stars)) {
      const label = rating === 'overall' ? 'Overall' : rating.charAt(0).toUpperCase() + rating.slice(1);
      // Each star is a radio chosen with Enter from the keyboard (a click lands on its label).
      within(dialog)
        .getByRole('radio', { name: `${label}: ${count} ${count === 1 ? 'star' : 'stars'}` })
        .focus();
      await userEvent.keyboard('{Enter}');
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), COMMENT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));

    const thanks = await screen.findByText('Thanks — your review of Harbour View is published');
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    const review = screen.getByRole('article', { name: 'Review by Ama' });
    expect(review).toHaveTextContent(COMMENT);
    // The stay itself leaves the list once the list is read again (after the thanks, not before).
    expect(await screen.findByRole('heading', { name: 'Stays to review' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Write a review of Harbour View' })).toBeNull(),
    );
    expect(calls).toEqual([
      { operationName: 'ReviewsToWriteQuery', variables: {} },
      {
        operationName: 'ReviewsCreateMutation',
        variables: { input: { ...stars, comment: COMMENT, reservationId: 'r1' } },
      },
      { operationName: 'ReviewsToWriteQuery', variables: {} },
    ]);
  });
});
