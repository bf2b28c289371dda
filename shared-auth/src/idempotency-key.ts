/** A new Idempotency-Key for one bet or cash out (the server makes one bet per key). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
