import { describe, expect, it } from 'vitest';
import { entityLink } from '../audit/entity-link';

describe('entityLink', () => {
  it('leads each audited kind of thing to the screen that shows it', () => {
    expect(entityLink('User', 'u1')).toBe('/admin/user?id=u1');
    expect(entityLink('Hostel', 'h1')).toBe('/admin/listing?search=h1');
    expect(entityLink('Reservation', 'r1')).toBe('/admin/reservations?open=r1');
    expect(entityLink('SupportTicket', 't1')).toBe('/admin/support?ticket=t1');
    expect(entityLink('Payout', 'p1')).toBe('/admin/payouts');
    expect(entityLink('Review', 'v1')).toBe('/admin/reviews');
    expect(entityLink('Setting', 'platformFeePercent')).toBe('/admin/settings');
  });

  it('gives no link for kinds without a screen of their own', () => {
    expect(entityLink('Earning', 'e1')).toBeNull();
    expect(entityLink('RoomType', 'x')).toBeNull();
  });
});
