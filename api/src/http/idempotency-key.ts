import { badInput } from './reply';

// One format for every bet write (sports and casino): what the clients send (a UUID) and every
// key the suites use ('c-0'); one or two characters are refused as a typo or a placeholder.
const KEY = /^[A-Za-z0-9_.:-]{3,100}$/;

/** The optional Idempotency-Key header of a bet write (null without one); a malformed one is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY.test(value))
    throw badInput(
      'Idempotency-Key must be 3 to 100 letters, digits or - _ . :',
      'Idempotency-Key',
    );
  return value;
}
