import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { failure, M, ok, publishedHostel, signUpAdmin, type TestUser } from './fixtures.js';

const DETAILS = `query($id: ID) { hostel(id: $id) { id status ownerEmail rejectionReason isFavourite } }`;
const SEARCH = `query { hostels(first: 100) { edges { node { id ownerEmail isFavourite } } } }`;
const FAVOURITE = `mutation($id: ID!) { addFavourite(hostelId: $id) { id } }`;

// Field-level rules apply the viewer's status like root fields: a suspended account reads public
// hostels as the public does, however its role would otherwise open them.
describe('a suspended viewer through public hostel fields', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let draftId: string;
  let publishedId: string;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, owner] = await Promise.all([signUpAdmin(api), signUpUser(api, 'OWNER')]);
    // Published first: a new draft reuses the owner's untouched one, which publishing would take.
    publishedId = (await publishedHostel(api, owner, admin)).id;
    draftId = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft.id;
  });
  afterAll(() => api.close());

  const ownerEmailInSearch = async (token: string) => {
    const edges = ok(await api.gql(SEARCH, {}, token)).hostels.edges as { node: Record<string, unknown> }[];
    return edges.find((edge) => edge.node.id === publishedId)?.node;
  };

  it('an admin reads drafts and owners’ emails while active, neither once suspended', async () => {
    assert.equal(ok(await api.gql(DETAILS, { id: draftId }, admin.idToken)).hostel.status, 'DRAFT');
    assert.equal((await ownerEmailInSearch(admin.idToken))?.ownerEmail, owner.email);

    await api.updateUser(admin.userId, { status: 'SUSPENDED' });
    try {
      assert.equal(failure(await api.gql(DETAILS, { id: draftId }, admin.idToken)).code, 'NOT_FOUND');
      assert.equal(ok(await api.gql(DETAILS, { id: publishedId }, admin.idToken)).hostel.ownerEmail, null);
      assert.equal((await ownerEmailInSearch(admin.idToken))?.ownerEmail, null);
    } finally {
      await api.updateUser(admin.userId, { status: 'ACTIVE' });
    }
  });

  it('an owner sees their own drafts and email while active, neither once suspended', async () => {
    assert.equal(ok(await api.gql(DETAILS, { id: draftId }, owner.idToken)).hostel.status, 'DRAFT');
    ok(await api.gql(FAVOURITE, { id: publishedId }, owner.idToken));
    assert.deepEqual(ok(await api.gql(DETAILS, { id: publishedId }, owner.idToken)).hostel, {
      id: publishedId,
      status: 'PUBLISHED',
      ownerEmail: owner.email,
      rejectionReason: null,
      isFavourite: true,
    });

    await api.updateUser(owner.userId, { status: 'SUSPENDED' });
    try {
      assert.equal(failure(await api.gql(DETAILS, { id: draftId }, owner.idToken)).code, 'NOT_FOUND');
      assert.deepEqual(ok(await api.gql(DETAILS, { id: publishedId }, owner.idToken)).hostel, {
        id: publishedId,
        status: 'PUBLISHED',
        ownerEmail: null,
        rejectionReason: null,
        isFavourite: false,
      });
      assert.deepEqual(await ownerEmailInSearch(owner.idToken), {
        id: publishedId,
        ownerEmail: null,
        isFavourite: false,
      });
    } finally {
      await api.updateUser(owner.userId, { status: 'ACTIVE' });
    }
  });
});
