// Named fixtures of the reservation, payment and earning tests: real users from the Auth emulator,
// published hostels inserted as rows (the listing flow has its own tests in modules/hostels).
import { randomUUID } from 'node:crypto';
import type { CancellationPolicy, PricePeriod } from '../../../generated/prisma/client.js';
import type { TestApi } from '../../../test/harness.js';
import { failure, ok, signUpAdmin, type TestUser } from '../../hostels/__tests__/fixtures.js';

export { failure, ok, signUpAdmin, type TestUser };

export interface HostelOptions {
  timeZone?: string;
  cancellationPolicy?: CancellationPolicy;
  totalBeds?: number;
  pricePerBed?: number;
  pricePeriod?: PricePeriod;
  term?: { start: string; end: string };
}

/** A PUBLISHED hostel of `owner` with one room type. */
export async function publishedHostel(api: TestApi, owner: TestUser, options: HostelOptions = {}) {
  const hostel = await api.db.prisma.hostel.create({
    data: {
      ownerId: owner.userId,
      name: 'Harbour View Hostel',
      slug: `harbour-${randomUUID()}`,
      timeZone: options.timeZone ?? 'UTC',
      cancellationPolicy: options.cancellationPolicy ?? 'MODERATE',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      currency: 'USD',
    },
  });
  const room = await api.db.prisma.roomType.create({
    data: {
      hostelId: hostel.id,
      name: '4-bed room',
      bedsPerRoom: 4,
      totalBeds: options.totalBeds ?? 4,
      pricePerBed: options.pricePerBed ?? 1000,
      currency: 'USD',
      pricePeriod: options.pricePeriod ?? 'NIGHT',
      termName: options.term ? 'Fall term' : null,
      termStart: options.term ? new Date(`${options.term.start}T00:00:00Z`) : null,
      termEnd: options.term ? new Date(`${options.term.end}T00:00:00Z`) : null,
    },
  });
  return { hostel, room };
}

/** Lets a student have up to `count` requests waiting (a setting, 3 by default), for fixtures of many. */
export async function allowPendingRequests(api: TestApi, count: number) {
  const key = 'pendingRequestsPerStudent';
  await api.db.prisma.setting.upsert({
    where: { key },
    create: { key, value: count },
    update: { value: count },
  });
}

/** A date `days` from today (UTC), YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const Q = {
  quote: `query($input: StayInput!) { quoteReservation(input: $input) { checkIn checkOut beds
    price { currency pricePerBed pricePeriod nights units subtotal platformFee total } } }`,
  request: `mutation($input: RequestReservationInput!) { requestReservation(input: $input) {
    id code status beds checkIn checkOut responseDeadline price { subtotal platformFee total } } }`,
  reservation: `query($id: ID!) { reservation(id: $id) { id code status declineReason cancelReason roomTypeName
    student { displayName } hostel { id name } events { fromStatus toStatus note } } }`,
  accept: `mutation($id: ID!) { acceptReservation(id: $id) { id status paymentDeadline } }`,
  decline: `mutation($id: ID!, $reason: String!) { declineReservation(id: $id, reason: $reason) { id status declineReason } }`,
  mine: `query($status: ReservationStatus, $first: Int, $after: String) { myReservations(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status } } } }`,
  owner: `query($status: ReservationStatus) { ownerReservations(status: $status) { totalCount edges { node { id status } } } }`,
  pendingCount: `query { pendingReservationCount }`,
};

/** Free beds of a room type on each night of [from, to) (a missing row = all beds free). */
export async function freeBeds(
  api: TestApi,
  roomTypeId: string,
  from: string,
  to: string,
): Promise<number[]> {
  const rows = await api.db.prisma.$queryRaw<{ free: number }[]>`
    SELECT COALESCE(rn."freeBeds", rt."totalBeds")::int AS free
    FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    JOIN "RoomType" rt ON rt.id = ${roomTypeId}::uuid
    LEFT JOIN "RoomNight" rn ON rn."roomTypeId" = rt.id AND rn.night = d::date
    ORDER BY d`;
  return rows.map((row) => row.free);
}

/** A student's request through the API; returns the reservation. */
export async function request(api: TestApi, student: TestUser, input: Record<string, unknown>) {
  return ok(await api.gql(Q.request, { input }, student.idToken)).requestReservation;
}
