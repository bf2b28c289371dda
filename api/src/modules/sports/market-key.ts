import type { MarketKind } from 'shared-maths';

/** Exposure / settlement key of a market: sports:<matchId>:<marketType>:<marketId>. Fancy: the session id. */
export function marketKey(matchId: string, kind: MarketKind, marketId: string): string {
  return `sports:${matchId}:${kind}:${marketId}`;
}
