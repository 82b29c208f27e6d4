import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ReviewsUpdateMutation } from '../api';
import { ReviewFormModal, type ReviewFormModalProps } from '../review-form-modal';

const COMMENT = 'A quiet hostel with a clean kitchen and friendly staff.';
const stars = { overall: 4, cleanliness: 5, location: 4, value: 3, security: 5, staff: 2 };

const refused: MockLink.MockedResponse = {
  request: { query: ReviewsUpdateMutation, variables: { id: 'rv1', input: { ...stars, comment: COMMENT } } },
  result: {
    errors: [
      new GraphQLError('Keep to the stay, please.', {
        extensions: { code: 'BAD_USER_INPUT', fields: { comment: 'Keep to the stay, please.' } },
      }),
    ],
  },
};

function renderForm(props: Partial<ReviewFormModalProps>, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MantineProvider>
      <MockedProvider mocks={mocks}>
        <ReviewFormModal hostelName="Harbour View" onClose={() => {}} onSaved={() => {}} {...props} />
      </MockedProvider>
    </MantineProvider>,
  );
}

describe('ReviewFormModal', () => {
  it('checks every rating and the comment with the shared rules before sending', async () => {
    renderForm({ reservationId: 'r1' });
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    for (const label of ['overall', 'cleanliness', 'location', 'value', 'security', 'staff']) {
      expect(await screen.findByText(`Rate ${label} from 1 to 5 stars.`)).toBeInTheDocument();
    }
    expect(screen.getByText('Comment must be at least 30 characters.')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field it names', async () => {
    const onSaved = vi.fn();
    renderForm({ review: { id: 'rv1', ...stars, comment: COMMENT }, onSaved }, [refused]);
    expect(screen.getByRole('radio', { name: 'Value: 3 stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Keep to the stay, please.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
