import type { FastifyInstance } from 'fastify';
import { badRequestUncoded, ok, refuseUncoded } from '../../http/reply';
import { moveTicks, parsePrice, type MarketKind } from 'shared-maths';
import { registerScoreTestRoutes } from './score-control-routes';
import type { FeedStatus, SimMatch, SimRunner } from '../sports/feed/sim-types';
import { guardLeading, leading, type CurrentSports } from './leading-sports';

const MATCH = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;
const KIND = { type: 'string', enum: ['odds', 'book', 'toss', 'session'] } as const;
const obj = (required: string[], properties: Record<string, unknown>) => ({
  body: { type: 'object', required, properties },
});

/**
 * A match-odds / toss side set from its best price, each deeper level a tick worse (available to
 * back falls, available to lay rises), as a book is: with the book, a deeper level left at a
 * better price would be the best one. A level past the ladder's end is none (0, size 0).
 */
function setLadder(r: SimRunner, side: 'back' | 'lay', price: number): void {
  const step = side === 'back' ? -1 : 1;
  const sizes = side === 'back' ? r.backSize : r.laySize;
  for (const i of [0, 1, 2] as const) {
    const p = moveTicks(price, i * step);
    const exists = i === 0 || p !== moveTicks(price, (i - 1) * step);
    r[side][i] = exists ? p : 0;
    if (!exists) sizes[i] = 0;
  }
}

function findMatch(current: CurrentSports, id: string): SimMatch {
  const m = leading(current).sim.matches.get(id);
  if (!m) throw badRequestUncoded(`Unknown match ${id}`);
  return m;
}

/**
 * /__test/Sports/: pin the feed for e2e (freeze, prices, market status, settle a match), acting
 * on the simulator of this process while it leads (`app`: a scope of their own).
 */
export async function registerSportsControlRoutes(
  app: FastifyInstance,
  current: CurrentSports,
): Promise<void> {
  guardLeading(app, current);
  await registerScoreTestRoutes(app, current);
  app.post<{ Body: { Frozen?: boolean; Churn?: boolean; BetDelayMs?: number; Ticks?: number } }>(
    '/__test/Sports/Control',
    {
      schema: obj([], {
        Frozen: { type: 'boolean' },
        Churn: { type: 'boolean' },
        BetDelayMs: { type: 'integer', minimum: 0, maximum: 10000 },
        Ticks: { type: 'integer', minimum: 0, maximum: 1000 },
      }),
    },
    async (request) => {
      const { Frozen, Churn, BetDelayMs, Ticks } = request.body;
      const rt = leading(current);
      if (BetDelayMs !== undefined) rt.betDelayMs = BetDelayMs;
      if (Churn !== undefined) rt.sim.churn = Churn;
      if (Ticks) {
        const was = rt.sim.frozen;
        rt.sim.frozen = false;
        for (let i = 0; i < Ticks; i += 1) rt.sim.tick();
        rt.sim.frozen = was;
        await rt.persistNew();
      }
      if (Frozen !== undefined) rt.sim.frozen = Frozen;
      return ok({
        frozen: rt.sim.frozen,
        churn: rt.sim.churn,
        betDelayMs: rt.betDelayMs,
        tick: rt.sim.tickCount,
      });
    },
  );

  app.post<{
    Body: { MatchId: string; MarketType: MarketKind; Status: FeedStatus; SelectionId?: string };
  }>(
    '/__test/Sports/SetMarketStatus',
    {
      schema: obj(['MatchId', 'MarketType', 'Status'], {
        MatchId: MATCH,
        MarketType: KIND,
        Status: { type: 'string', enum: ['OPEN', 'SUSPENDED', 'BALL RUNNING'] },
        SelectionId: MATCH,
      }),
    },
    async (request) => {
      const { MatchId, MarketType, Status, SelectionId } = request.body;
      const m = findMatch(current, MatchId);
      if (MarketType === 'session') {
        for (const s of m.sessions)
          if (!SelectionId || s.selectionId === SelectionId) s.status = Status;
      } else {
        const mk = m[MarketType];
        mk.status = Status;
        mk.holdTicks = Status === 'OPEN' ? 0 : 1_000_000;
      }
      leading(current).sim.touch(m);
      return ok(null, 'Status set');
    },
  );

  app.post<{
    Body: {
      MatchId: string;
      MarketType: MarketKind;
      SelectionId: string;
      Side: 'back' | 'lay' | 'yes' | 'no';
      Price: string;
      Line?: number;
      /** Whole Coins offered at the price (runner markets); the engine's size when absent. */
      Size?: number;
    };
  }>(
    '/__test/Sports/SetPrice',
    {
      schema: obj(['MatchId', 'MarketType', 'SelectionId', 'Side', 'Price'], {
        MatchId: MATCH,
        MarketType: KIND,
        SelectionId: MATCH,
        Side: { type: 'string', enum: ['back', 'lay', 'yes', 'no'] },
        Price: { type: 'string', maxLength: 12 },
        Line: { type: 'integer', minimum: 0 },
        Size: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
      }),
    },
    async (request) => {
      const { MatchId, MarketType, SelectionId, Side, Price, Line, Size } = request.body;
      const m = findMatch(current, MatchId);
      const price = parsePrice(MarketType, Price);
      if (price === null) throw badRequestUncoded('Price is not a valid price');
      if (MarketType === 'session') {
        const s = m.sessions.find((x) => x.selectionId === SelectionId);
        if (!s) throw badRequestUncoded('Unknown session');
        if (Side === 'yes') [s.yesRate, s.yesLine] = [price, Line ?? s.yesLine];
        else [s.noRate, s.noLine] = [price, Line ?? s.noLine];
      } else {
        const r = m[MarketType].runners.find((x) => x.selectionId === SelectionId);
        if (!r) throw badRequestUncoded('Unknown selection');
        const side = Side === 'back' ? 'back' : 'lay';
        if (MarketType === 'book') r[side][0] = price;
        else setLadder(r, side, price);
        if (Size !== undefined) r[side === 'back' ? 'backSize' : 'laySize'][0] = Size;
      }
      leading(current).sim.touch(m);
      return ok(null, 'Price set');
    },
  );

  app.post<{
    Body: { MatchId: string; WinnerSelectionId?: string; Scores?: Record<string, number> };
  }>(
    '/__test/Sports/SettleMatch',
    {
      schema: obj(['MatchId'], {
        MatchId: MATCH,
        WinnerSelectionId: MATCH,
        Scores: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
      }),
    },
    async (request) => {
      const rt = leading(current);
      const m = findMatch(current, request.body.MatchId);
      if (m.state === 'completed') return refuseUncoded('Match already settled');
      rt.sim.endMatch(m, { winnerId: request.body.WinnerSelectionId, scores: request.body.Scores });
      await rt.persistNew();
      await rt.drain();
      return ok(null, 'Match settled');
    },
  );
}
