// Who gets a link to a private document, through every GraphQL field that exposes one, and that
// the link really downloads the ZIP (real server, real Auth emulator users, real HTTP).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import {
  completeDraft,
  failure,
  M,
  ok,
  signUpAdmin,
  type TestUser,
} from '../../hostels/__tests__/fixtures.js';
import { inDays, publishedHostel, request } from '../../reservations/__tests__/fixtures.js';
import { buildZip } from './fixtures.js';
import { uploadRequest, type UploadedFile } from './http.js';

const UPLOAD_ARCHIVE = `mutation ($file: Upload!) { uploadArchive(file: $file) { id url storagePath } }`;
const FILE = `query($id: ID!) { file(id: $id) { id kind url } }`;
const PROOF = `query($id: ID!) { hostel(id: $id) { id ownershipProof { id url } } }`;
const QUEUE = `{ moderationQueue(first: 100) { edges { node { id ownershipProof { id url } } } } }`;

let api: TestApi;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherOwner, student, admin] = await Promise.all([
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'STUDENT'),
    signUpAdmin(api),
  ]);
});
afterAll(() => api?.close());

async function uploadZip(user: TestUser, name: string) {
  const bytes = await buildZip([{ name: `${name}.txt` }]);
  const { body } = await uploadRequest<{ uploadArchive: UploadedFile }>(
    api,
    UPLOAD_ARCHIVE,
    'file',
    [{ bytes, name: `${name}.zip`, type: 'application/zip' }],
    user.idToken,
  );
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return { file: body.data!.uploadArchive, bytes };
}

/** Follows a link as a browser would (no credentials) and expects exactly the ZIP, saved as `name`. */
async function assertDownloads(url: string, zip: Buffer, name?: string) {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  assert.equal(response.headers.get('content-type'), 'application/zip');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.match(response.headers.get('content-disposition') ?? '', /^attachment/);
  if (name) {
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  }
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  assert.deepEqual(Buffer.from(await response.arrayBuffer()), zip);
}

describe('private documents', () => {
  it('the uploader gets a short-lived signed link; the stored address serves nothing', async () => {
    const before = Date.now();
    const { file, bytes } = await uploadZip(owner, 'deed');
    const link = new URL(file.url);
    assert.equal(link.pathname, `/files/${file.storagePath}`);
    // One minute (FILE_URL_TTL_SECONDS' default) from when the link was made, in whole seconds: the
    // link is a bearer link, so it lives no longer than a click needs (the web asks for a fresh one).
    const expires = Number(link.searchParams.get('expires')) * 1000;
    assert.ok(expires > before + 59_000 && expires <= Date.now() + 60_000, `expires at ${expires}`);
    await assertDownloads(file.url, bytes);

    const row = await api.db.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
    const bare = await fetch(new URL(row.publicUrl, api.url));
    assert.equal(bare.status, 403);
    assert.doesNotMatch(await bare.text(), /deed/);
  });

  it('a listing’s ownership document reaches its owner and admins only', async () => {
    // Saved under the name it was uploaded with, not the UUID it is stored as.
    const name = 'Titre de propriété.zip';
    const { file, bytes } = await uploadZip(owner, 'Titre de propriété');
    const { id } = await completeDraft(api, owner);
    ok(await api.gql(M.submit, { id, proof: file.id }, owner.idToken));

    for (const user of [owner, admin]) {
      const proof = ok(await api.gql(PROOF, { id }, user.idToken)).hostel.ownershipProof;
      assert.equal(proof.id, file.id);
      await assertDownloads(proof.url, bytes, name);
      await assertDownloads(ok(await api.gql(FILE, { id: file.id }, user.idToken)).file.url, bytes, name);
    }
    const queue = ok(await api.gql(QUEUE, {}, admin.idToken)).moderationQueue.edges;
    const queued = queue.find((edge: { node: { id: string } }) => edge.node.id === id).node;
    await assertDownloads(queued.ownershipProof.url, bytes, name);
    // The name is signed with the link: another one is refused.
    const renamed = new URL(queued.ownershipProof.url);
    renamed.searchParams.set('name', 'invoice.exe');
    assert.equal((await fetch(renamed)).status, 403);

    // Published, the listing is public; its document is not.
    ok(await api.gql(M.approve, { id }, admin.idToken));
    for (const token of [otherOwner.idToken, student.idToken, undefined]) {
      const res = await api.gql(PROOF, { id }, token);
      assert.deepEqual(ok(res).hostel, { id, ownershipProof: null });
      assert.equal(JSON.stringify(res.body).includes('/files/'), false);
    }
    for (const user of [otherOwner, student]) {
      assert.equal(failure(await api.gql(FILE, { id: file.id }, user.idToken)).code, 'NOT_FOUND');
    }
    assert.equal(failure(await api.gql(FILE, { id: file.id })).code, 'UNAUTHENTICATED');
    assert.equal(failure(await api.gql(FILE, { id: 'not-a-uuid' }, admin.idToken)).code, 'NOT_FOUND');

    // A suspended account gets no link, even to its own document (the hostel itself stays public).
    await api.updateUser(owner.userId, { status: 'SUSPENDED' });
    try {
      assert.deepEqual(ok(await api.gql(PROOF, { id }, owner.idToken)).hostel.ownershipProof, null);
    } finally {
      await api.updateUser(owner.userId, { status: 'ACTIVE' });
    }
  });

  it('a student’s document sent with a reservation reaches that hostel’s owner, not another', async () => {
    const { file, bytes } = await uploadZip(student, 'admission-letter');
    const { room } = await publishedHostel(api, owner);
    assert.equal(failure(await api.gql(FILE, { id: file.id }, owner.idToken)).code, 'NOT_FOUND');

    const reservation = await request(api, student, {
      roomTypeId: room.id,
      checkIn: inDays(20),
      checkOut: inDays(23),
      beds: 1,
    });
    // No mutation attaches a document to a reservation yet; the relation is set as it will be.
    await api.db.prisma.reservation.update({
      where: { id: reservation.id },
      data: { studentDocumentId: file.id },
    });
    for (const user of [owner, student, admin]) {
      await assertDownloads(ok(await api.gql(FILE, { id: file.id }, user.idToken)).file.url, bytes);
    }
    assert.equal(failure(await api.gql(FILE, { id: file.id }, otherOwner.idToken)).code, 'NOT_FOUND');
  });

  it('a document that reached a public field by mistake still gets no link', async () => {
    const { file } = await uploadZip(otherOwner, 'not-an-avatar');
    const { hostel } = await publishedHostel(api, otherOwner);
    // Avatars must be images (the API refuses anything else); force one, as a bug might.
    await api.updateUser(otherOwner.userId, { avatarId: file.id });
    const query = `query($id: ID!) { hostel(id: $id) { owner { avatar { url } } } }`;
    const res = await api.gql(query, { id: hostel.id }, student.idToken);
    assert.equal(failure(res).code, 'FORBIDDEN');
    assert.equal(JSON.stringify(res.body).includes('/files/'), false);
    const own = ok(await api.gql(query, { id: hostel.id }, otherOwner.idToken));
    assert.match(own.hostel.owner.avatar.url, /signature=/);
  });
});
