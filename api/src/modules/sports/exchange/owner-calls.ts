/**
 * The leader's lapse at in play and settlement of a match-odds / toss market, sent to the
 * market's owner when another live process owns it, so they run on the book in its memory
 * (routes/owner-system-routes.ts answers them there). When this process owns the market, none
 * does, or the owner does not answer them, the leader runs them itself, on the database (both are
 * exactly once: a settled market is not settled again, a lapsed order is no longer waiting).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FEED_ID } from 'shared-api-types';
import type { ForwardOutcome } from '../../../cluster/handover-forward';
import type { MarketResult } from '../feed/sim-types';
import { marketKey } from '../market-key';

export const LAPSE_PATH = '/Internal/LapseInPlay';
export const SETTLE_PATH = '/Internal/SettleMarket';
export const OWNER_SYSTEM_PATHS: ReadonlySet<string> = new Set([LAPSE_PATH, SETTLE_PATH]);

const MatchId = Type.String({ pattern: '^[0-9]{1,20}$' });
const MarketId = Type.String(FEED_ID);
/** The bodies of the two calls (sent here, validated by the owner's routes). */
export const LapseBody = Type.Object({ MatchId, MarketId }, { additionalProperties: false });
export const SettleBody = Type.Object(
  {
    Kind: Type.Union([Type.Literal('odds'), Type.Literal('toss')]),
    MatchId,
    MarketId,
    WinnerId: Type.String({ pattern: '^[0-9]{1,30}$' }),
    WinnerName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

/** Sends a call to the market's owner elsewhere (null: this process or nobody owns it). */
export interface OwnerSender {
  sendToOwner(key: string, path: string, body: unknown): Promise<ForwardOutcome | null>;
}

export interface OwnerCalls {
  /** true: the owner settled the market (or found it settled); false: settle it here. */
  settle(result: MarketResult): Promise<boolean>;
  /** true: the owner lapsed the market's `lapse` orders; false: lapse them here. */
  lapseInPlay(at: { matchId: string; marketId: string }): Promise<boolean>;
}

/** `sender`: null while this process has no hand-overs (PGlite, no secret): every call runs here. */
export function ownerCalls(sender: () => OwnerSender | null): OwnerCalls {
  const sent = async (key: string, path: string, body: unknown) => {
    const outcome = await sender()?.sendToOwner(key, path, body);
    return outcome?.kind === 'reply' && outcome.status === 200;
  };
  return {
    settle: (r) => {
      if (r.kind !== 'odds' && r.kind !== 'toss') return Promise.resolve(false);
      const body: Static<typeof SettleBody> = {
        Kind: r.kind,
        MatchId: r.matchId,
        MarketId: r.marketId,
        WinnerId: r.winnerId,
        WinnerName: r.winnerName,
      };
      return sent(marketKey(r.matchId, r.kind, r.marketId), SETTLE_PATH, body);
    },
    lapseInPlay: (at) => {
      const body: Static<typeof LapseBody> = { MatchId: at.matchId, MarketId: at.marketId };
      return sent(marketKey(at.matchId, 'odds', at.marketId), LAPSE_PATH, body);
    },
  };
}
