import { getOdds } from './get-odds';

export type BothOdds = Awaited<ReturnType<typeof getBothOdds>>;

/** Both odds hosts at once; a failed host gives null (only logged: the stale mark shows later). */
export async function getBothOdds(eventId: string, marketId: string, signal: AbortSignal) {
  const fail = (label: string) => (err: unknown) => {
    if (!signal.aborted) console.error(`${label} odds fetch failed`, err);
    return null;
  };
  const [session, book] = await Promise.all([
    getOdds('session', eventId, marketId, signal).catch(fail('Session')),
    getOdds('book', eventId, marketId, signal).catch(fail('Book')),
  ]);
  return { session, book };
}
