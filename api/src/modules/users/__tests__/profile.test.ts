import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { firstError, signUpUser } from '../../../test/harness.js';

const UPDATE = `mutation ($input: UpdateMyProfileInput!) {
  updateMyProfile(input: $input) {
    id displayName phoneNumber businessName payoutAccountName payoutIban avatar { id url kind }
  }
}`;

function fileRow(uploaderId: string, kind: 'IMAGE' | 'ARCHIVE') {
  const id = randomUUID();
  return {
    id,
    uploaderId,
    kind,
    originalName: kind === 'IMAGE' ? 'me.jpg' : 'deeds.zip',
    storagePath: `${kind === 'IMAGE' ? 'images' : 'archives'}/2026/01/${id}`,
    publicUrl: `http://files.test/${id}`,
    contentType: kind === 'IMAGE' ? 'image/jpeg' : 'application/zip',
    size: 10,
    sha256: '0'.repeat(64),
  };
}

describe('updateMyProfile', () => {
  it('updates the given fields, trims text, normalises the IBAN and leaves the rest alone', async ({
    api,
    owner,
  }) => {
    const input = {
      displayName: '  Kofi Boateng ',
      phoneNumber: '+233201234567',
      businessName: 'Boateng Lodges',
      payoutAccountName: 'Kofi Boateng',
      payoutIban: 'de89 3704 0044 0532 0130 00',
    };
    const res = await api.gql(UPDATE, { input }, owner.idToken);
    assert.equal(res.body.errors, undefined);
    assert.deepEqual(res.body.data.updateMyProfile, {
      id: owner.userId,
      displayName: 'Kofi Boateng',
      phoneNumber: '+233201234567',
      businessName: 'Boateng Lodges',
      payoutAccountName: 'Kofi Boateng',
      payoutIban: 'DE89370400440532013000',
      avatar: null,
    });
    const partial = await api.gql(UPDATE, { input: { phoneNumber: null } }, owner.idToken);
    assert.equal(partial.body.data.updateMyProfile.phoneNumber, null);
    assert.equal(partial.body.data.updateMyProfile.displayName, 'Kofi Boateng');
  });

  it('answers BAD_USER_INPUT with a message per field and changes nothing', async ({ api, owner }) => {
    const before = await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    const input = { displayName: 'K', phoneNumber: '0244 123', payoutIban: 'GB00 1234', businessName: '' };
    const res = await api.gql(UPDATE, { input }, owner.idToken);
    const error = firstError(res);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(error.extensions.fields, {
      'input.displayName': 'The display name must be between 2 and 80 characters.',
      'input.phoneNumber': 'Enter the phone number in international format, e.g. +233201234567.',
      'input.payoutIban': 'This is not a valid IBAN.',
      'input.businessName': 'The business name must be between 2 and 120 characters.',
    });
    assert.equal(error.message, 'The display name must be between 2 and 80 characters.');
    assert.deepEqual(await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } }), before);

    const nullName = await api.gql(UPDATE, { input: { displayName: null } }, owner.idToken);
    assert.deepEqual(Object.keys(firstError(nullName).extensions.fields ?? {}), ['input.displayName']);
  });

  it('refuses a display or business name with contact details in it, in the shared words', async ({
    api,
    owner,
    student,
  }) => {
    const before = await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    const words = 'A name cannot contain an e-mail address, phone number or link.';
    const res = await api.gql(
      UPDATE,
      { input: { displayName: 'Kofi 024 123 4567', businessName: 'kofi at gmail dot com' } },
      owner.idToken,
    );
    const error = firstError(res);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(error.extensions.fields, { 'input.displayName': words, 'input.businessName': words });
    for (const displayName of ['wa.me/233241234567', 'Ama (IG @ama_b)', 'a m a @ g m a i l . c o m']) {
      const one = await api.gql(UPDATE, { input: { displayName } }, student.idToken);
      assert.deepEqual(firstError(one).extensions.fields, { 'input.displayName': words }, displayName);
    }
    assert.deepEqual(await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } }), before);
    const fine = await api.gql(
      UPDATE,
      { input: { displayName: "Kofi O'Neil-Boateng Jr. 2" } },
      owner.idToken,
    );
    assert.equal(fine.body.errors, undefined);
  });

  it('keeps the locale dates are written in as a canonical tag, refuses others, clears with null', async ({
    api,
    student,
  }) => {
    const LOCALE = `mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { locale } }`;
    const set = await api.gql(LOCALE, { input: { locale: 'en-gb' } }, student.idToken);
    assert.equal(set.body.data.updateMyProfile.locale, 'en-GB');
    for (const locale of ['english', 'en_GB', 'zz-ZZ', '']) {
      const res = await api.gql(LOCALE, { input: { locale } }, student.idToken);
      assert.deepEqual(firstError(res).extensions.fields, {
        'input.locale': 'Give a language tag such as en-GB or fr-FR.',
      });
    }
    const kept = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    assert.equal(kept.locale, 'en-GB');
    const cleared = await api.gql(LOCALE, { input: { locale: null } }, student.idToken);
    assert.equal(cleared.body.data.updateMyProfile.locale, null);
  });

  it('refuses fields of another role', async ({ api, student }) => {
    const res = await api.gql(UPDATE, { input: { payoutIban: 'DE89370400440532013000' } }, student.idToken);
    assert.deepEqual(firstError(res).extensions.fields, {
      'input.payoutIban': 'Only hostel owners have payout details.',
    });
  });

  it('takes as avatar only an image the caller uploaded', async ({ api, owner, student }) => {
    const mine = await api.db.prisma.file.create({ data: fileRow(student.userId, 'IMAGE') });
    const archive = await api.db.prisma.file.create({ data: fileRow(student.userId, 'ARCHIVE') });
    const theirs = await api.db.prisma.file.create({ data: fileRow(owner.userId, 'IMAGE') });
    for (const avatarFileId of [archive.id, theirs.id, randomUUID(), 'not-a-uuid']) {
      const res = await api.gql(UPDATE, { input: { avatarFileId } }, student.idToken);
      assert.deepEqual(firstError(res).extensions.fields, {
        'input.avatarFileId': 'The avatar must be an image you uploaded.',
      });
    }
    const res = await api.gql(UPDATE, { input: { avatarFileId: mine.id } }, student.idToken);
    assert.deepEqual(res.body.data.updateMyProfile.avatar, {
      id: mine.id,
      url: mine.publicUrl,
      kind: 'IMAGE',
    });
  });

  it('never shows contact or payout details to another user, but does to admins', async ({
    api,
    owner,
    student,
  }) => {
    await api.updateUser(owner.userId, { phoneNumber: '+233201234567' });
    const admin = await signUpUser(api, 'STUDENT');
    await api.updateUser(admin.userId, { role: 'ADMIN' });
    const query = `{ users(filter: { role: OWNER }) { edges { node { id email phoneNumber payoutIban } } } }`;
    const asAdmin = await api.gql(query, {}, admin.idToken);
    const node = asAdmin.body.data.users.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === owner.userId,
    ).node;
    assert.equal(node.email, owner.email);
    assert.equal(node.payoutIban, 'DE89370400440532013000');

    // Another user meets the owner only through public data: the private fields resolve to null.
    const { UserFieldsResolver } = await import('../user-fields.resolver.js');
    const { toUserObject } = await import('../user.type.js');
    const ownerRow = await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    const studentRow = await api.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    const fields = new UserFieldsResolver();
    const asStudent = { viewer: { uid: student.uid, emailVerified: false, user: studentRow } } as never;
    assert.equal(fields.payoutIban(toUserObject(ownerRow), asStudent), null);
    assert.equal(fields.phoneNumber(toUserObject(ownerRow), asStudent), null);
    assert.equal(fields.email(toUserObject(ownerRow), asStudent), null);
    assert.equal(fields.locale(toUserObject({ ...ownerRow, locale: 'fr-FR' }), asStudent), null);
  });
});
