import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { ModerationHostelFieldsFragment } from '../api/moderation';
import { ModerationCard } from '../moderation/moderation-card';

const pending = {
  __typename: 'Hostel' as const,
  id: 'h1',
  name: 'Legon Hostel',
  city: 'Accra',
  country: 'Ghana',
  status: 'PENDING_REVIEW' as const,
  submittedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  rejectionReason: null,
  ownerEmail: 'owner@example.com',
  owner: { __typename: 'OwnerCard' as const, id: 'u1', displayName: 'Kofi Owner' },
  coverPhoto: null,
  ownershipProof: null,
};

/** The card on a route whose loader counts its reads: a decision reads the list again. */
function renderCard() {
  const approved = { count: 0 };
  const calls = mockGraphQL({
    ModerationApproveMutation: () => {
      approved.count += 1;
      return { data: { approveHostel: { ...pending, status: 'PUBLISHED' } } };
    },
  });
  const reads = { count: 0 };
  renderRoute(() => <ModerationCard hostel={makeFragmentData(pending, ModerationHostelFieldsFragment)} />, {
    loader: () => ++reads.count,
  });
  return { approved, calls, reads };
}

describe('ModerationCard without an ownership document', () => {
  it('says so prominently and approves only after the admin confirms', async () => {
    const { approved, calls, reads } = renderCard();
    expect(await screen.findByText('No ownership document')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Legon Hostel' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve Legon Hostel without an ownership document?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(approved.count).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve Legon Hostel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve without a document' }));
    await waitFor(() => expect(approved.count).toBe(1));
    expect(calls).toEqual([{ operationName: 'ModerationApproveMutation', variables: { id: 'h1' } }]);
    await waitFor(() => expect(reads.count).toBe(2));
  });
});
