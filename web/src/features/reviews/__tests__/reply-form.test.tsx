import { PUBLIC_TEXT_CONTACT_MESSAGE } from '@hostel/common';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { ReplyForm } from '../reply-form';

describe('ReplyForm', () => {
  it('refuses contact details in a public reply with the shared rule’s words, before sending', async () => {
    // No mocked answer: a reply that reached the network would fail the test with an error banner.
    const calls = mockGraphQL({});
    renderRoute(() => <ReplyForm reviewId="rv1" current={null} />);
    const reply = await screen.findByRole('textbox', { name: /Your reply/ });
    await userEvent.type(reply, 'Thanks, Esi! Next time book direct on zero two four 555 1234.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(PUBLIC_TEXT_CONTACT_MESSAGE)).toBeInTheDocument();
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
