/**
 * How match-odds / toss markets spread over the processes that own them (market-leases.ts), as
 * pure arithmetic on what the last renewal counted: each live owner holds about its share.
 */

/** What a renewal saw: this process's leases, every live lease and the live owners. */
export interface LeaseCount {
  mine: number;
  total: number;
  owners: number;
}

/** A process may claim one more market while it holds less than its share of one more. */
export function mayClaim({ mine, total, owners }: LeaseCount): boolean {
  return mine < Math.ceil((total + 1) / Math.max(1, owners));
}

/**
 * The leases a process gives up so that a process that joined takes a share: those above its
 * share (`mine` sorted, the last ones given up). With one owner, none.
 */
export function leasesToRelease(mine: readonly string[], total: number, owners: number): string[] {
  const share = Math.ceil(total / Math.max(1, owners));
  return mine.length > share ? [...mine].sort().slice(share) : [];
}

/** Whether a lease renewed at `renewedAt` (a monotonic ms clock) still holds at `now`. */
export function leaseHolds(
  renewedAt: number,
  now: number,
  ttlMs: number,
  marginMs: number,
): boolean {
  return now < renewedAt + ttlMs - marginMs;
}
