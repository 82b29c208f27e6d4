// Named fixtures of the review tests: real users from the Auth emulator, a published hostel, and
// stays as rows in the status only time passing gives them (COMPLETED days after check-out).
import { randomUUID } from 'node:crypto';
import { signUpUser, type TestApi } from '../../../test/harness.js';
import type { ReservationStatus } from '../../../generated/prisma/client.js';
import {
  ok,
  publishedHostel,
  type HostelOptions,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';

export const R = {
  create: `mutation($input: CreateReviewInput!) { createReview(input: $input) {
    id overall cleanliness location value security staff comment authorFirstName authorUniversity stayMonth
    roomTypeName verifiedStay status mine canEdit canReply editableUntil } }`,
  update: `mutation($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { id overall comment editedAt } }`,
  reply: `mutation($id: ID!, $reply: String!) { replyToReview(id: $id, reply: $reply) {
    id ownerReply ownerRepliedAt ownerReplyEditedAt } }`,
  report: `mutation($id: ID!, $reason: String!) { reportReview(id: $id, reason: $reason) { id reportedByMe reportCount } }`,
  hide: `mutation($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id status hiddenReason } }`,
  restore: `mutation($id: ID!, $reason: String!) { restoreReview(id: $id, reason: $reason) { id status hiddenReason } }`,
  review: `query($id: ID!) { review(id: $id) { id status hiddenReason reportCount reportReasons } }`,
  hostel: `query($id: ID!, $sort: ReviewSort, $roomTypeId: ID, $first: Int, $after: String) { hostel(id: $id) {
    ratingAverage reviewCount reviewSummary { average count }
    ratingSummary { average count cleanliness location value security staff distribution { stars count } }
    reviews(sort: $sort, roomTypeId: $roomTypeId, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id overall comment ownerReply } } } } }`,
  search: `query($filter: HostelSearchFilter) { hostels(filter: $filter) { edges { node { id reviewSummary { count } } } } }`,
  toReview: `query { reservationsToReview { id canReview reviewLastDay review { id } } }`,
  reservation: `query($id: ID!) { reservation(id: $id) { id canReview reviewLastDay review { id overall } } }`,
  owner: `query($hostelId: ID, $unrepliedOnly: Boolean) { ownerReviews(hostelId: $hostelId, unrepliedOnly: $unrepliedOnly) {
    totalCount edges { node { id canReply hostel { id } } } } }`,
  admin: `query($status: ReviewStatus, $reportedOnly: Boolean, $search: String, $first: Int, $after: String) {
    adminReviews(status: $status, reportedOnly: $reportedOnly, search: $search, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id reportCount hostel { name } } } } }`,
};

export const RATINGS = { overall: 4, cleanliness: 5, location: 3, value: 4, security: 5, staff: 2 };
export const COMMENT = 'Quiet rooms, a clean kitchen and a caretaker who answers at any hour.';

/** A date `days` from today (UTC) at midnight, as stay dates are stored. */
const dayFromToday = (days: number) =>
  new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);

/** A stay of `student` at the room type as a row; by default COMPLETED, checked out 3 days ago. */
export async function stay(
  api: TestApi,
  student: TestUser,
  at: { hostel: { id: string; ownerId: string }; room: { id: string } },
  options: { status?: ReservationStatus; checkOutDaysAgo?: number } = {},
) {
  const checkOutDaysAgo = options.checkOutDaysAgo ?? 3;
  return api.db.prisma.reservation.create({
    data: {
      code: randomUUID().slice(0, 8).toUpperCase(),
      studentId: student.userId,
      roomTypeId: at.room.id,
      hostelId: at.hostel.id,
      ownerId: at.hostel.ownerId,
      beds: 1,
      checkIn: dayFromToday(-checkOutDaysAgo - 30),
      checkOut: dayFromToday(-checkOutDaysAgo),
      status: options.status ?? 'COMPLETED',
      currency: 'USD',
      subtotal: 30000,
      platformFee: 3000,
      total: 33000,
      pricePerBed: 1000,
      pricePeriod: 'NIGHT',
      responseDeadline: dayFromToday(-checkOutDaysAgo - 40),
    },
  });
}

/** An owner's published hostel and a student (named "Ama Mensah") with a stay completed 3 days ago. */
export async function reviewFixture(api: TestApi, hostelOptions: HostelOptions = {}) {
  const owner = await signUpUser(api, 'OWNER');
  const student = await signUpUser(api, 'STUDENT');
  await api.updateUser(student.userId, { displayName: 'Ama Mensah' });
  const place = await publishedHostel(api, owner, hostelOptions);
  const reservation = await stay(api, student, place);
  return { owner, student, ...place, reservation };
}

/** Writes a review of `reservationId` as `student` through the API. */
export async function writeReview(
  api: TestApi,
  student: TestUser,
  reservationId: string,
  ratings: Partial<typeof RATINGS> = {},
) {
  const input = { reservationId, ...RATINGS, ...ratings, comment: COMMENT };
  return ok(await api.gql(R.create, { input }, student.idToken)).createReview;
}
