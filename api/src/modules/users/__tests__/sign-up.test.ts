import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firstError, createFirebaseUser, startTestApi, type TestApi } from '../../../test/harness.js';

const COMPLETE = `mutation ($input: CompleteSignUpInput!) {
  completeSignUp(input: $input) { id role displayName email university { name } businessName }
}`;
// The emulator keeps its accounts between runs, hence a fresh (mixed-case) address each time.
const ADMIN_EMAIL = `Warden-${randomUUID()}@Example.com`;

describe('completeSignUp', () => {
  let api: TestApi;
  let universityId: string;
  beforeAll(async () => {
    api = await startTestApi({ config: { adminEmails: [ADMIN_EMAIL.toLowerCase()] } });
    const university = await api.db.prisma.university.create({
      data: {
        name: 'University of Ghana',
        slug: 'ug',
        city: 'Accra',
        country: 'GH',
        latitude: 5.65,
        longitude: -0.19,
      },
    });
    universityId = university.id;
  });
  afterAll(() => api.close());

  it('creates the student row once; a second call is a CONFLICT', async () => {
    const user = await createFirebaseUser();
    const input = { role: 'STUDENT', displayName: '  Ama Mensah ', universityId, programme: 'Law' };
    const res = await api.gql(COMPLETE, { input }, user.idToken);
    assert.equal(res.body.errors, undefined);
    assert.equal(res.body.data.completeSignUp.role, 'STUDENT');
    assert.equal(res.body.data.completeSignUp.displayName, 'Ama Mensah');
    assert.equal(res.body.data.completeSignUp.email, user.email);
    assert.equal(res.body.data.completeSignUp.university.name, 'University of Ghana');

    const again = await api.gql(COMPLETE, { input }, user.idToken);
    assert.equal(firstError(again).extensions.code, 'CONFLICT');
    assert.equal(await api.db.prisma.user.count({ where: { firebaseUid: user.uid } }), 1);

    const me = await api.gql('{ me { signUpCompleted role } }', {}, user.idToken);
    assert.deepEqual(me.body.data.me, { signUpCompleted: true, role: 'STUDENT' });
  });

  it('refuses ADMIN as a chosen role: the input enum does not even contain it', async () => {
    const user = await createFirebaseUser();
    const res = await api.gql(COMPLETE, { input: { role: 'ADMIN', displayName: 'Mallory' } }, user.idToken);
    assert.equal(res.status, 400);
    assert.equal(firstError(res).extensions.code, 'BAD_USER_INPUT');
    assert.match(firstError(res).message, /SignUpRole/);
    const inline = await api.gql(
      'mutation { completeSignUp(input: { role: ADMIN, displayName: "Mallory" }) { id } }',
      {},
      user.idToken,
    );
    assert.equal(firstError(inline).extensions.code, 'BAD_USER_INPUT');
    assert.equal(await api.db.prisma.user.count({ where: { firebaseUid: user.uid } }), 0);
  });

  it('makes an ADMIN_EMAILS address an admin whatever role was chosen, and audits it', async () => {
    const user = await createFirebaseUser({ email: ADMIN_EMAIL });
    const res = await api.gql(
      COMPLETE,
      { input: { role: 'OWNER', displayName: 'The Warden' } },
      user.idToken,
    );
    assert.equal(res.body.data.completeSignUp.role, 'ADMIN');
    const audit = await api.db.prisma.auditLog.findMany({
      where: { entityId: res.body.data.completeSignUp.id },
    });
    assert.deepEqual(
      audit.map((row) => row.action),
      ['user.admin_from_config'],
    );
  });

  it('answers per field when the input is wrong', async () => {
    const user = await createFirebaseUser();
    const res = await api.gql(
      COMPLETE,
      { input: { role: 'OWNER', displayName: ' A ', phoneNumber: '0244', universityId } },
      user.idToken,
    );
    const error = firstError(res);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(error.extensions.fields ?? {}).sort(), [
      'input.displayName',
      'input.phoneNumber',
    ]);

    const wrongRole = await api.gql(
      COMPLETE,
      { input: { role: 'OWNER', displayName: 'Kofi', universityId, businessName: 'Kofi Lodges' } },
      user.idToken,
    );
    assert.deepEqual(firstError(wrongRole).extensions.fields, {
      'input.universityId': 'Only students choose a university.',
    });

    const unknownUniversity = await api.gql(
      COMPLETE,
      {
        input: { role: 'STUDENT', displayName: 'Kofi', universityId: '00000000-0000-4000-8000-000000000000' },
      },
      user.idToken,
    );
    assert.deepEqual(firstError(unknownUniversity).extensions.fields, {
      'input.universityId': 'Choose a university from the list.',
    });
    assert.equal(await api.db.prisma.user.count({ where: { firebaseUid: user.uid } }), 0);
  });

  it('refuses a display or business name with contact details in it and creates no account', async () => {
    const user = await createFirebaseUser();
    const words = 'A name cannot contain an e-mail address, phone number or link.';
    const res = await api.gql(
      COMPLETE,
      { input: { role: 'OWNER', displayName: 'ama@example.com', businessName: 'Lodges +233 24 123 4567' } },
      user.idToken,
    );
    assert.equal(firstError(res).extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(firstError(res).extensions.fields, {
      'input.displayName': words,
      'input.businessName': words,
    });
    assert.equal(await api.db.prisma.user.count({ where: { firebaseUid: user.uid } }), 0);
  });

  it('needs a signed-in identity', async () => {
    const res = await api.gql(COMPLETE, { input: { role: 'STUDENT', displayName: 'Nobody' } });
    assert.equal(firstError(res).extensions.code, 'UNAUTHENTICATED');
  });

  it('lists universities publicly', async () => {
    const res = await api.gql('{ universities { id name city } }');
    assert.deepEqual(res.body.data.universities, [
      { id: universityId, name: 'University of Ghana', city: 'Accra' },
    ]);
  });
});
