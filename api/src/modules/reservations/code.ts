import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read out over the phone and typed from printed receipts.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A short, human-readable reservation code (31^8, about 8.5e11 values; uniqueness is the DB's). */
export function newReservationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
