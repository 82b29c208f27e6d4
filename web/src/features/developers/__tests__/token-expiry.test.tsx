import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { CreateClientForm } from '../create-client-form';
import { describeExpiry, expiresAtFor } from '../token-expiry';

const NOW = new Date('2026-11-29T12:00:00.000Z');

describe('API token expiry', () => {
  it('suggests 90 days in the create form, with never as an explicit choice', async () => {
    const calls = mockGraphQL({});
    renderRoute(() => <CreateClientForm onCreated={() => {}} onCancel={() => {}} />);
    expect(await screen.findByLabelText('Expires after', { selector: 'input' })).toHaveValue('90 days');
    expect(calls).toEqual([]);
  });

  it('turns a choice into the expiry sent, and an expiry into the words of the list', () => {
    expect(expiresAtFor('90', NOW)).toBe('2027-02-27T12:00:00.000Z');
    expect(expiresAtFor('never', NOW)).toBeNull();
    expect(describeExpiry('2026-12-11T13:00:00.000Z', NOW)).toBe('expires in 12 days');
    expect(describeExpiry('2026-11-29T18:00:00.000Z', NOW)).toBe('expires today');
    expect(describeExpiry('2026-11-29T11:59:59.000Z', NOW)).toBe('expired');
    expect(describeExpiry(null, NOW)).toBe('never expires');
  });
});
