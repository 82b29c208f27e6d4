// The owner's name on the public hostel page follows the contact-details rule: masked for anybody
// without a paid reservation at that hostel (an anonymous reader included), as written for the
// owner, an admin and a student who paid for a stay there.
import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { CONTACT_HIDDEN } from '@hostel/common';
import { signUpUser } from '../../../test/harness.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { inDays, ok, publishedHostel, signUpAdmin, type TestUser } from './fixtures.js';

const OWNER_NAME = `query($id: ID!) { hostel(id: $id) { owner { id displayName } } }`;
const NAME = 'Kofi, WhatsApp 024 555 1234';

describe('the owner card of a public hostel page', () => {
  it('masks contact details in the owner’s name for anybody without a paid stay there', async ({ api }) => {
    const [owner, student, other] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'OWNER'),
    ]);
    const admin = await signUpAdmin(api);
    // Stored before names were checked: still masked when read.
    await api.db.prisma.user.update({ where: { id: owner.userId }, data: { displayName: NAME } });
    const { hostel, room } = await publishedHostel(api, owner);
    const { hostel: second } = await publishedHostel(api, owner);
    const nameFor = async (user: TestUser | null, hostelId = hostel.id) =>
      ok(await api.gql(OWNER_NAME, { id: hostelId }, user?.idToken)).hostel.owner.displayName;

    assert.equal(await nameFor(null), `Kofi, ${CONTACT_HIDDEN}`);
    assert.equal(await nameFor(student), `Kofi, ${CONTACT_HIDDEN}`);
    assert.equal(await nameFor(other), `Kofi, ${CONTACT_HIDDEN}`);
    assert.equal(await nameFor(owner), NAME);
    assert.equal(await nameFor(admin), NAME);

    await paidReservation(api, owner, student, {
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(10),
      checkOut: inDays(12),
    });
    assert.equal(await nameFor(student), NAME);
    // Paid at this hostel only: the owner's other hostel still hides it, as does anyone else.
    assert.equal(await nameFor(student, second.id), `Kofi, ${CONTACT_HIDDEN}`);
    assert.equal(await nameFor(null), `Kofi, ${CONTACT_HIDDEN}`);
  });

  it('shows an ordinary name as it is to an anonymous reader', async ({ api }) => {
    const owner = await signUpUser(api, 'OWNER', { input: { displayName: 'Kofi Boateng' } });
    const { hostel } = await publishedHostel(api, owner);
    const res = ok(await api.gql(OWNER_NAME, { id: hostel.id }));
    assert.deepEqual(res.hostel.owner, { id: owner.userId, displayName: 'Kofi Boateng' });
  });
});
