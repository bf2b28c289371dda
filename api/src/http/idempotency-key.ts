import { badRequest } from './reply';

// One format for every bet write (sports and casino): what the clients send (a UUID) and every
// key the suites use, and nothing a typo could make (a key of 1 to 3 characters).
const KEY = /^[A-Za-z0-9_.:-]{4,100}$/;

/** The optional Idempotency-Key header of a bet write (null without one); a malformed one is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY.test(value))
    throw badRequest('Idempotency-Key must be 4 to 100 letters, digits or - _ . :');
  return value;
}
