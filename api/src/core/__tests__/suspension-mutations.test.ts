import assert from 'node:assert/strict';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.js';
import { signUpUser, startTestApi, type TestApi } from '../../test/harness.js';
import { uploadRequest } from '../../modules/files/__tests__/http.js';
import { buildZip, imageWithMetadata } from '../../modules/files/__tests__/fixtures.js';
import { WALLET } from '../../modules/earnings/__tests__/payout-fixtures.js';
import {
  BASICS,
  completeDraft,
  insertFile,
  LOCATION,
  M,
  ROOMS,
} from '../../modules/hostels/__tests__/fixtures.js';
import { CARDS, PAY } from '../../modules/payments/__tests__/helpers.js';
import {
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  signUpAdmin,
  type TestUser,
} from '../../modules/reservations/__tests__/fixtures.js';
import { RATINGS, stay } from '../../modules/reviews/__tests__/fixtures.js';
import { apiClientOf, W } from '../../modules/webhooks/__tests__/fixtures.js';

// Every write a signed-in user makes locks their row first and refuses unless it is ACTIVE
// (core/acting-user.ts), called explicitly by each service. This walks every Mutation root field:
// with the caller suspended where this API has not heard of it (written with triggers off, so the
// row kept in memory still says ACTIVE), each one must be refused with nothing written. A new
// mutation fails the first test until it has a case here, or a reason to have none.

/** Mutations that make no write of a signed-in account's, and why. */
const WITHOUT_CASE: Record<string, string> = {
  completeSignUp: 'makes the user row: there is no account yet to be suspended',
  sendSignInLink: 'public: no signed-in user',
  sendPasswordReset: 'public: no signed-in user',
  sendEmailVerification: 'identity only (sign-up need not be finished); open to a suspended account',
  appealSuspension: 'the reverse check (refused unless SUSPENDED): support/__tests__/appeal.test.ts',
  approveHostel: 'admin moderation (writeAs of the admin, as suspendHostel below)',
  rejectHostel: 'admin moderation (writeAs of the admin, as suspendHostel below)',
  reinstateHostel: 'admin moderation (writeAs of the admin, as suspendHostel below)',
  restoreReview: 'admin moderation (writeAs of the admin, as hideReview below)',
  holdPayout: 'admin payout desk (writeAs of the admin, as markPayoutPaid below)',
  releasePayout: 'admin payout desk (writeAs of the admin, as markPayoutPaid below)',
  retryPayout: 'admin payout desk (writeAs of the admin, as markPayoutPaid below)',
  syncCalendarFeed: 'runs the 30-minute sync job earlier; the job keeps syncing a suspended owner’s feeds',
};

type Call = [query: string, variables: object, who: TestUser];

interface Fixtures {
  owner: TestUser;
  student: TestUser;
  admin: TestUser;
  other: TestUser;
  hostelId: string;
  roomId: string;
  draft: { id: string; roomTypeIds: string[] };
  pendingId: string;
  acceptedId: string;
  unreviewedId: string;
  myReviewId: string;
  othersReviewId: string;
  conversationId: string;
  ticketId: string;
  clientId: string;
  subscriptionId: string;
  deliveryId: string;
  payoutMethodId: string;
  payoutId: string;
  feedId: string;
  imageId: string;
  proofId: string;
}

const BLOCK_BEDS = `mutation($input: BedBlockInput!) { blockBeds(input: $input) { night } }`;
const ADD_FAVOURITE = `mutation($id: ID!) { addFavourite(hostelId: $id) { id } }`;
const START = `mutation($id: ID!) { startConversation(hostelId: $id) { id } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const OPEN = `mutation($input: OpenSupportTicketInput!) { openSupportTicket(input: $input) { id } }`;
const TICKET = { category: 'OTHER', subject: 'A question', description: 'How do refunds work here?' };
const CREATE_REVIEW = `mutation($input: CreateReviewInput!) { createReview(input: $input) { id } }`;
const SET_METHOD = `mutation($input: PayoutMethodInput!) { setPayoutMethod(input: $input) { id } }`;
const REVIEW = {
  ...RATINGS,
  comment: 'Quiet rooms, a clean kitchen and a caretaker who answers at any hour.',
};
const REASON = 'A reason long enough to pass.';
const block = (roomTypeId: string) => ({ roomTypeId, beds: 1, from: inDays(40), to: inDays(42) });

/** One call per mutation, with input that would succeed for an active caller. */
const CASES: Record<string, (f: Fixtures) => Call> = {
  addFavourite: (f) => [ADD_FAVOURITE, { id: f.hostelId }, f.student],
  registerPushDevice: (f) => {
    const ecdh = createECDH('prime256v1');
    const p256dh = ecdh.generateKeys().toString('base64url');
    const input = {
      endpoint: 'http://127.0.0.1:9/push/1',
      p256dh,
      auth: randomBytes(16).toString('base64url'),
      label: 'Phone',
    };
    return [
      `mutation($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id } }`,
      { input },
      f.student,
    ];
  },
  unregisterPushDevice: (f) => [
    `mutation($e: String) { unregisterPushDevice(endpoint: $e) }`,
    { e: 'http://127.0.0.1:9/push/1' },
    f.student,
  ],
  removeFavourite: (f) => [
    `mutation($id: ID!) { removeFavourite(hostelId: $id) }`,
    { id: f.hostelId },
    f.student,
  ],
  updateMyProfile: (f) => [
    `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }`,
    { input: { displayName: 'Changed while suspended' } },
    f.student,
  ],
  requestEmailChange: (f) => [
    `mutation($e: String!) { requestEmailChange(newEmail: $e) }`,
    { e: `new-${randomUUID()}@example.com` },
    f.student,
  ],
  markNotificationsRead: (f) => [`mutation { markNotificationsRead(all: true) }`, {}, f.student],
  updateNotificationPreferences: (f) => [
    `mutation($input: [NotificationPreferenceInput!]!) { updateNotificationPreferences(input: $input) { category } }`,
    { input: [{ category: 'ANNOUNCEMENTS', email: false }] },
    f.student,
  ],
  requestReservation: (f) => [
    Q.request,
    { input: { roomTypeId: f.roomId, beds: 1, checkIn: inDays(30), checkOut: inDays(32) } },
    f.student,
  ],
  cancelReservation: (f) => [
    `mutation($id: ID!) { cancelReservation(id: $id) { id } }`,
    { id: f.pendingId },
    f.student,
  ],
  payReservation: (f) => [
    PAY,
    { id: f.acceptedId, input: { idempotencyKey: `key_${randomUUID()}`, card: CARDS.ok } },
    f.student,
  ],
  acceptReservation: (f) => [Q.accept, { id: f.pendingId }, f.owner],
  declineReservation: (f) => [Q.decline, { id: f.pendingId, reason: REASON }, f.owner],
  createReview: (f) => [CREATE_REVIEW, { input: { ...REVIEW, reservationId: f.unreviewedId } }, f.student],
  updateReview: (f) => [
    `mutation($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { id } }`,
    { id: f.myReviewId, input: { ...REVIEW, overall: 1 } },
    f.student,
  ],
  reportReview: (f) => [
    `mutation($id: ID!, $r: String!) { reportReview(id: $id, reason: $r) { id } }`,
    { id: f.othersReviewId, r: REASON },
    f.student,
  ],
  replyToReview: (f) => [
    `mutation($id: ID!, $r: String!) { replyToReview(id: $id, reply: $r) { id } }`,
    { id: f.othersReviewId, r: 'Thank you for staying with us.' },
    f.owner,
  ],
  startConversation: (f) => [START, { id: f.hostelId }, f.student],
  sendMessage: (f) => [
    SEND,
    { input: { conversationId: f.conversationId, clientId: randomUUID(), body: 'Still there?' } },
    f.student,
  ],
  markConversationRead: (f) => [
    `mutation($id: ID!) { markConversationRead(id: $id) { id } }`,
    { id: f.conversationId },
    f.owner,
  ],
  blockConversation: (f) => [
    `mutation($id: ID!) { blockConversation(id: $id) { id } }`,
    { id: f.conversationId },
    f.owner,
  ],
  reportConversation: (f) => [
    `mutation($id: ID!, $r: String!) { reportConversation(id: $id, reason: $r) { id } }`,
    { id: f.conversationId, r: REASON },
    f.owner,
  ],
  openSupportTicket: (f) => [OPEN, { input: TICKET }, f.student],
  replyToSupportTicket: (f) => [
    `mutation($input: SupportReplyInput!) { replyToSupportTicket(input: $input) { id } }`,
    { input: { ticketId: f.ticketId, body: 'Any news?' } },
    f.student,
  ],
  createHostelDraft: (f) => [M.create, {}, f.owner],
  updateHostelBasics: (f) => [M.basics, { id: f.draft.id, input: { ...BASICS, name: 'Renamed' } }, f.owner],
  updateHostelLocation: (f) => [
    M.location,
    { id: f.draft.id, input: { ...LOCATION, city: 'Kumasi' } },
    f.owner,
  ],
  saveRoomTypes: (f) => [M.rooms, { id: f.draft.id, roomTypes: ROOMS.slice(0, 1), amenities: [] }, f.owner],
  setHostelPhotos: (f) => [M.photos, { id: f.draft.id, photos: [{ fileId: f.imageId }] }, f.owner],
  updateHostelPricing: (f) => [
    M.pricing,
    {
      id: f.draft.id,
      input: {
        cancellationPolicy: 'STRICT',
        roomTypes: f.draft.roomTypeIds.map((id) => ({
          id,
          pricePerBed: 9000,
          currency: 'GHS',
          pricePeriod: 'MONTH',
        })),
      },
    },
    f.owner,
  ],
  submitHostelForReview: (f) => [M.submit, { id: f.draft.id, proof: f.proofId }, f.owner],
  archiveHostel: (f) => [M.archive, { id: f.hostelId }, f.owner],
  blockBeds: (f) => [
    BLOCK_BEDS,
    { input: { ...block(f.roomId), from: inDays(50), to: inDays(52) } },
    f.owner,
  ],
  unblockBeds: (f) => [
    `mutation($input: BedBlockInput!) { unblockBeds(input: $input) { night } }`,
    { input: block(f.roomId) },
    f.owner,
  ],
  setPayoutMethod: (f) => [SET_METHOD, { input: { ...WALLET, accountNumber: '024 765 4321' } }, f.owner],
  removePayoutMethod: (f) => [
    `mutation($id: ID!) { removePayoutMethod(id: $id) { id } }`,
    { id: f.payoutMethodId },
    f.owner,
  ],
  setPayoutSchedule: (f) => [`mutation { setPayoutSchedule(schedule: WEEKLY) }`, {}, f.owner],
  requestPayout: (f) => [`mutation { requestPayout { id } }`, {}, f.owner],
  createApiClient: (f) => [
    `mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { token } }`,
    { input: { name: 'Another sync', scopes: ['LISTINGS_READ'] } },
    f.owner,
  ],
  rotateApiClientToken: (f) => [
    `mutation($id: ID!) { rotateApiClientToken(id: $id) { token } }`,
    { id: f.clientId },
    f.owner,
  ],
  revokeApiClient: (f) => [
    `mutation($id: ID!) { revokeApiClient(id: $id) { id } }`,
    { id: f.clientId },
    f.owner,
  ],
  createWebhookSubscription: (f) => [
    W.create,
    { input: { apiClientId: f.clientId, url: 'http://127.0.0.1:9/other', events: ['HOSTEL_CHANGED'] } },
    f.owner,
  ],
  updateWebhookSubscription: (f) => [W.update, { id: f.subscriptionId, input: { active: false } }, f.owner],
  deleteWebhookSubscription: (f) => [W.delete, { id: f.subscriptionId }, f.owner],
  rotateWebhookSecret: (f) => [
    `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`,
    { id: f.subscriptionId },
    f.owner,
  ],
  pingWebhookSubscription: (f) => [
    `mutation($id: ID!) { pingWebhookSubscription(id: $id) { id } }`,
    { id: f.subscriptionId },
    f.owner,
  ],
  redeliverWebhook: (f) => [W.redeliver, { id: f.deliveryId }, f.owner],
  rotateRoomTypeCalendarToken: (f) => [
    `mutation($id: ID!) { rotateRoomTypeCalendarToken(roomTypeId: $id) { url } }`,
    { id: f.roomId },
    f.owner,
  ],
  addCalendarFeed: (f) => [
    `mutation($input: AddCalendarFeedInput!) { addCalendarFeed(input: $input) { id } }`,
    { input: { roomTypeId: f.roomId, name: 'Airbnb', url: 'http://127.0.0.1:9/other.ics' } },
    f.owner,
  ],
  removeCalendarFeed: (f) => [
    `mutation($id: ID!) { removeCalendarFeed(id: $id) }`,
    { id: f.feedId },
    f.owner,
  ],
  // Admins' writes lock the admin's own row the same way.
  setUserRole: (f) => [
    `mutation($id: ID!) { setUserRole(userId: $id, role: OWNER) { id } }`,
    { id: f.other.userId },
    f.admin,
  ],
  setUserStatus: (f) => [
    `mutation($id: ID!, $r: String!) { setUserStatus(userId: $id, status: SUSPENDED, reason: $r) { id } }`,
    { id: f.other.userId, r: REASON },
    f.admin,
  ],
  resendVerificationEmail: (f) => [
    `mutation($id: ID!) { resendVerificationEmail(userId: $id) { id } }`,
    { id: f.other.userId },
    f.admin,
  ],
  updateSettings: (f) => [
    `mutation { updateSettings(input: { platformFeePercent: 7 }) { platformFeePercent } }`,
    {},
    f.admin,
  ],
  sendBroadcast: (f) => [
    `mutation($input: SendBroadcastInput!) { sendBroadcast(input: $input) { id } }`,
    { input: { audience: 'ALL', title: 'Maintenance', body: 'The site rests on Sunday night.' } },
    f.admin,
  ],
  suspendHostel: (f) => [M.suspend, { id: f.hostelId, reason: REASON }, f.admin],
  hideReview: (f) => [
    `mutation($id: ID!, $r: String!) { hideReview(id: $id, reason: $r) { id } }`,
    { id: f.othersReviewId, r: REASON },
    f.admin,
  ],
  adminCancelReservation: (f) => [
    `mutation($id: ID!, $r: String!) { adminCancelReservation(id: $id, reason: $r) { id } }`,
    { id: f.acceptedId, r: REASON },
    f.admin,
  ],
  addSupportNote: (f) => [
    `mutation($input: SupportReplyInput!) { addSupportNote(input: $input) { id } }`,
    { input: { ticketId: f.ticketId, body: 'Checked the payment.' } },
    f.admin,
  ],
  assignSupportTicket: (f) => [
    `mutation($id: ID!, $a: ID) { assignSupportTicket(id: $id, assigneeId: $a) { id } }`,
    { id: f.ticketId, a: f.admin.userId },
    f.admin,
  ],
  setSupportTicketStatus: (f) => [
    `mutation($id: ID!) { setSupportTicketStatus(id: $id, status: RESOLVED) { id } }`,
    { id: f.ticketId },
    f.admin,
  ],
  markPayoutPaid: (f) => [
    `mutation($id: ID!) { markPayoutPaid(id: $id) { id } }`,
    { id: f.payoutId },
    f.admin,
  ],
};

/** Uploads, sent as multipart requests (the case table's JSON calls cannot carry files). */
const UPLOADS = ['uploadImage', 'uploadImages', 'uploadArchive'];

/** A fingerprint of every table's rows: equal before and after means nothing was written. */
async function contents(api: TestApi): Promise<Record<string, string>> {
  const tables = await api.db.query<{ name: string }>(Prisma.sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
    ORDER BY 1`);
  const parts = tables.map(
    ({ name }) =>
      Prisma.sql`SELECT ${name} AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
      FROM ${Prisma.raw(`"${name}"`)} t`,
  );
  const rows = await api.db.query<{ name: string; digest: string }>(Prisma.join(parts, ' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Suspends users straight in the database with triggers off: this API never hears of it. */
async function suspendUnheard(api: TestApi, users: TestUser[]) {
  await api.db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
    await tx.user.updateMany({
      where: { id: { in: users.map((u) => u.userId) } },
      data: { status: 'SUSPENDED' },
    });
  });
}

async function fixtures(api: TestApi): Promise<Fixtures> {
  const [owner, student, other, admin] = await Promise.all([
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'STUDENT'),
    signUpUser(api, 'STUDENT'),
    signUpAdmin(api),
  ]);
  const { hostel, room } = await publishedHostel(api, owner, { totalBeds: 8 });
  const at = { hostel, room };
  const stayOf = (checkIn: number) => ({
    roomTypeId: room.id,
    beds: 1,
    checkIn: inDays(checkIn),
    checkOut: inDays(checkIn + 2),
  });
  const pending = await request(api, student, stayOf(10));
  const accepted = await request(api, student, stayOf(20));
  ok(await api.gql(Q.accept, { id: accepted.id }, owner.idToken));
  ok(await api.gql(BLOCK_BEDS, { input: block(room.id) }, owner.idToken));

  const unreviewed = await stay(api, student, at);
  const reviewed = await stay(api, student, at);
  const othersStay = await stay(api, other, at);
  const myReview = ok(
    await api.gql(CREATE_REVIEW, { input: { ...REVIEW, reservationId: reviewed.id } }, student.idToken),
  );
  const othersReview = ok(
    await api.gql(CREATE_REVIEW, { input: { ...REVIEW, reservationId: othersStay.id } }, other.idToken),
  );

  ok(await api.gql(ADD_FAVOURITE, { id: hostel.id }, student.idToken));
  const conversation = ok(await api.gql(START, { id: hostel.id }, student.idToken)).startConversation;
  const message = { conversationId: conversation.id, clientId: randomUUID(), body: 'Is the kitchen shared?' };
  ok(await api.gql(SEND, { input: message }, student.idToken));
  const ticket = ok(await api.gql(OPEN, { input: TICKET }, student.idToken)).openSupportTicket;

  const draft = await completeDraft(api, owner);
  const [image, proof] = await Promise.all([
    insertFile(api, owner.userId),
    insertFile(api, owner.userId, 'ARCHIVE'),
  ]);
  const client = await apiClientOf(api, owner);
  const { subscription } = ok(
    await api.gql(
      W.create,
      { input: { apiClientId: client.id, url: 'http://127.0.0.1:9/hook', events: ['HOSTEL_CHANGED'] } },
      owner.idToken,
    ),
  ).createWebhookSubscription;
  const delivery = await api.db.prisma.webhookDelivery.findFirstOrThrow({
    where: { subscriptionId: subscription.id },
  });
  const method = ok(await api.gql(SET_METHOD, { input: WALLET }, owner.idToken)).setPayoutMethod;

  // Money the owner may ask for (an AVAILABLE earning) and a payout an admin may mark paid.
  const paid = await stay(api, other, at);
  const payment = await api.db.prisma.payment.create({
    data: {
      reservationId: paid.id,
      amount: 33000,
      currency: 'USD',
      provider: 'sandbox',
      idempotencyKey: `key_${randomUUID()}`,
      status: 'SUCCEEDED',
    },
  });
  await api.db.prisma.earning.create({
    data: {
      ownerId: owner.userId,
      reservationId: paid.id,
      paymentId: payment.id,
      currency: 'USD',
      gross: 33000,
      platformFee: 3000,
      net: 30000,
      status: 'AVAILABLE',
      availableAt: new Date(),
    },
  });
  const payout = await api.db.prisma.payout.create({
    data: { ownerId: owner.userId, amount: 100, currency: 'USD' },
  });

  const feed = await api.db.prisma.calendarFeed.create({
    data: { roomTypeId: room.id, name: 'Booking', url: 'http://127.0.0.1:9/feed.ics' },
  });

  return {
    owner,
    student,
    admin,
    other,
    hostelId: hostel.id,
    roomId: room.id,
    draft,
    pendingId: pending.id,
    acceptedId: accepted.id,
    unreviewedId: unreviewed.id,
    myReviewId: myReview.createReview.id,
    othersReviewId: othersReview.createReview.id,
    conversationId: conversation.id,
    ticketId: ticket.id,
    clientId: client.id,
    subscriptionId: subscription.id,
    deliveryId: delivery.id,
    payoutMethodId: method.id,
    payoutId: payout.id,
    feedId: feed.id,
    imageId: image.id,
    proofId: proof.id,
  };
}

describe('every mutation of a suspended account the API has not heard of', () => {
  let api: TestApi;
  let f: Fixtures;
  beforeAll(async () => {
    api = await startTestApi();
    f = await fixtures(api);
    await suspendUnheard(api, [f.owner, f.student, f.admin]);
  });
  afterAll(() => api.close());

  it('has a case here, or a reason to have none', async () => {
    const { __schema } = ok(await api.gql(`{ __schema { mutationType { fields { name } } } }`)) as {
      __schema: { mutationType: { fields: { name: string }[] } };
    };
    const names = __schema.mutationType.fields.map((field) => field.name);
    const covered = [...Object.keys(CASES), ...UPLOADS, ...Object.keys(WITHOUT_CASE)];
    assert.deepEqual(
      names.filter((name) => !covered.includes(name)),
      [],
    );
    assert.deepEqual(
      covered.filter((name) => !names.includes(name)),
      [],
    );
  });

  it('is refused, FORBIDDEN, with nothing written', async () => {
    const written: string[] = [];
    for (const [name, call] of Object.entries(CASES)) {
      const [query, variables, who] = call(f);
      const before = await contents(api);
      const error = (await api.gql(query, variables, who.idToken)).body.errors?.[0];
      const refusal = [name, error?.extensions?.code, error?.message];
      assert.deepEqual(refusal, [name, 'FORBIDDEN', 'This account is suspended.']);
      const afterwards = await contents(api);
      for (const table of Object.keys(before))
        if (before[table] !== afterwards[table]) written.push(`${name}: ${table}`);
    }
    assert.deepEqual(written, []);
  });

  it('uploads are refused too, with no file row', async () => {
    const image = { name: 'room.jpg', type: 'image/jpeg', bytes: await imageWithMetadata('jpeg') };
    const archive = {
      name: 'proof.zip',
      type: 'application/zip',
      bytes: await buildZip([{ name: 'deed.pdf', data: Buffer.from('%PDF-1.4') }]),
    };
    const calls: [string, string, (typeof image)[]][] = [
      ['mutation($file: Upload!) { uploadImage(file: $file) { id } }', 'file', [image]],
      ['mutation($files: [Upload!]!) { uploadImages(files: $files) { id } }', 'files', [image, image]],
      ['mutation($file: Upload!) { uploadArchive(file: $file) { id } }', 'file', [archive]],
    ];
    const files = await api.db.prisma.file.count();
    for (const [query, variable, parts] of calls) {
      const res = await uploadRequest(api, query, variable, parts, f.owner.idToken);
      const error = res.body.errors?.[0];
      assert.deepEqual(
        [error?.extensions?.code, error?.message],
        ['FORBIDDEN', 'This account is suspended.'],
      );
    }
    assert.equal(await api.db.prisma.file.count(), files);
  });
});
