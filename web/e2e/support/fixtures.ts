// What scripts/test-e2e.mjs wrote into the database before the API started (web/e2e/fixtures):
// data only time can make through the API. The harness names the JSON file in E2E_FIXTURES.
import { readFileSync } from 'node:fs';

/** An owner who can sign in, whose stay ended days ago: its earning is AVAILABLE for a payout. */
export interface PayoutOwner {
  email: string;
  password: string;
  displayName: string;
  payoutAccountName: string;
  payoutIban: string;
  /** The completed stay the earning comes from. */
  reservationCode: string;
  earning: { net: number; currency: string };
}

export interface Person {
  email: string;
  password: string;
  displayName: string;
}

/** A student whose stay ended three days ago (COMPLETED, reviewable) and the hostel's owner. */
export interface ReviewStay {
  owner: Person;
  student: Person;
  hostel: { id: string; name: string };
  reservationId: string;
}

/** An owner whose earnings fill more than one page (completed stays over the past year). */
export interface BusyOwner extends Person {
  /** How many earnings the owner has. */
  earnings: number;
}

/** An owner without a payout method, and a student whose accepted stay is over but not paid yet. */
export interface PaydayStay {
  owner: Person;
  student: Person;
  reservation: { id: string; code: string; total: number; net: number; currency: string };
}

export interface E2eFixtures {
  payoutOwner: PayoutOwner;
  paydayStay: PaydayStay;
  reviewStay: ReviewStay;
  busyOwner: BusyOwner;
}

export function e2eFixtures(): E2eFixtures {
  const file = process.env.E2E_FIXTURES;
  if (!file) throw new Error('E2E_FIXTURES is not set: run the end-to-end tests with scripts/test-e2e.mjs.');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eFixtures;
}
