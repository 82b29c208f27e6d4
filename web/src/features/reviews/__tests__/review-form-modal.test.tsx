import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL, type MockAnswer } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { ReviewFormModal, type ReviewFormModalProps } from '../review-form-modal';

const COMMENT = 'A quiet hostel with a clean kitchen and friendly staff.';
const stars = { overall: 4, cleanliness: 5, location: 4, value: 3, security: 5, staff: 2 };

const refused: MockAnswer = {
  errors: [
    {
      message: 'Keep to the stay, please.',
      extensions: { code: 'BAD_USER_INPUT', fields: { comment: 'Keep to the stay, please.' } },
    },
  ],
};

function renderForm(props: Partial<ReviewFormModalProps>, answers: Record<string, MockAnswer> = {}) {
  const calls = mockGraphQL(answers);
  renderRoute(() => (
    <ReviewFormModal hostelName="Harbour View" onClose={() => {}} onSaved={() => {}} {...props} />
  ));
  return calls;
}

describe('ReviewFormModal', () => {
  it('checks every rating and the comment with the shared rules before sending', async () => {
    const calls = renderForm({ reservationId: 'r1' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Your review/ }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    for (const label of ['overall', 'cleanliness', 'location', 'value', 'security', 'staff']) {
      expect(await screen.findByText(`Rate ${label} from 1 to 5 stars.`)).toBeInTheDocument();
    }
    expect(screen.getByText('Comment must be at least 30 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    const onSaved = vi.fn();
    const calls = renderForm(
      { review: { id: 'rv1', ...stars, comment: COMMENT }, onSaved },
      { ReviewsUpdateMutation: refused },
    );
    expect(await screen.findByRole('radio', { name: 'Value: 3 stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Keep to the stay, please.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls).toEqual([
      {
        operationName: 'ReviewsUpdateMutation',
        variables: { id: 'rv1', input: { ...stars, comment: COMMENT } },
      },
    ]);
  });
});
