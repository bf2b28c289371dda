import type { MatchHistory, OverPoint, RunnerPoint } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import {
  applyBall,
  applyToss,
  newCricket,
  targetOf,
  type Ball,
  type Cricket,
  type Toss,
} from '../feed/engine/cricket';
import type { Format } from '../feed/engine/formats';
import { pricedChances } from '../feed/engine/match-play';
import { exchangeLadder } from '../feed/sim-match';

/** A delivery of the record and when it was stored (ms; Infinity: not stored yet). */
export interface TimedBall {
  ball: Ball;
  at: number;
}

/** A matched match-odds bet: a trade at `price` (odds x100) of `stake` cents (backer's stake). */
export interface Trade {
  selectionId: string;
  price: number;
  stake: number;
  at: number;
}

export interface SeriesInput {
  matchId: string;
  state: string;
  format: Format;
  teams: [string, string];
  toss: Toss | null;
  strength: readonly number[];
  runners: { selectionId: string; name: string }[];
  balls: readonly TimedBall[];
  trades: readonly Trade[];
}

/** A point of the series while it is built: the model's chances and the trades in it. */
interface Slot {
  model: number[] | null;
  trades: Trade[];
}

type SlotOver = Omit<OverPoint, 'runners'> & { slot: Slot };

/** The chance (%) the middle of the engine's best back and lay gives for a fair chance p. */
function midChance(p: number): number {
  const { back, lay } = exchangeLadder(p);
  return 20000 / (back[0] + lay[0]);
}

const newSlot = (): Slot => ({ model: null, trades: [] });
const oneDecimal = (x: number): number => Math.round(x * 10) / 10;

/** The runners' chances after the result: the winner (or the draw) 100%, the rest 0. */
function resultChances(c: Cricket, runners: number): number[] | null {
  const r = c.result;
  if (!r) return null;
  const won = r.winner ?? (runners === 3 ? 2 : -1);
  if (won < 0) return Array.from({ length: runners }, () => 100 / runners);
  return Array.from({ length: runners }, (_, i) => (i === won ? 100 : 0));
}

function modelChances(c: Cricket, input: SeriesInput): number[] | null {
  const n = input.runners.length;
  const after = resultChances(c, n);
  if (after) return after;
  return pricedChances(c, input.strength, n)?.map(midChance) ?? null;
}

/** Index of the last ball stored at or before `at` (balls are in record order), or -1. */
function lastBallAt(balls: readonly TimedBall[], at: number): number {
  let lo = 0;
  let hi = balls.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((balls[mid]?.at ?? Infinity) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Coins traded at each price on a runner, lowest price first. */
function byPrice(trades: readonly Trade[], runner: { selectionId: string }) {
  const sums = new Map<number, number>();
  for (const t of trades)
    if (t.selectionId === runner.selectionId) sums.set(t.price, (sums.get(t.price) ?? 0) + t.stake);
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([price, stake]) => ({ price: (price / 100).toFixed(2), volume: formatCents(stake) }));
}

/**
 * The match so far by over, from the ball record and the trades: each over's runs, wickets and
 * score, and each runner's last traded price, chance and volume. A trade belongs to the over
 * being bowled when it was placed (after the over's last ball: that over; before any ball: the
 * start). A price that traded in an earlier over is not carried into the chance: the market is
 * re-priced every ball, so an over without a trade shows the middle of the book at its end.
 */
export function matchSeries(input: SeriesInput): MatchHistory {
  const { runners } = input;
  const c = newCricket(input.format, input.teams);
  const start = newSlot();
  if (input.toss) {
    applyToss(c, input.toss);
    start.model = modelChances(c, input);
  }
  const innings: { team: string; closed: boolean; overs: SlotOver[] }[] = [];
  // the slot each ball of the record ends in
  const slotOf: Slot[] = [];
  // the model's chances are read once an over, at its end (the next over's first ball, or the end)
  let open: Slot | null = null;
  const close = () => {
    if (open) open.model = modelChances(c, input);
  };
  for (const { ball } of input.balls) {
    const current = innings[ball.i]?.overs.at(-1);
    if (current?.over !== ball.o + 1) close();
    applyBall(c, ball);
    const score = c.innings[ball.i];
    if (!score) break;
    const inn = (innings[ball.i] ??= { team: c.teams[score.team], closed: false, overs: [] });
    let over = inn.overs[inn.overs.length - 1];
    if (!over || over.over !== ball.o + 1) {
      over = {
        over: ball.o + 1,
        balls: 0,
        runs: 0,
        score: 0,
        wickets: 0,
        falls: [],
        slot: newSlot(),
      };
      inn.overs.push(over);
    }
    over.runs += ball.r + ball.x;
    over.balls = score.legal - ball.o * 6;
    over.score = score.runs;
    over.wickets = score.wickets;
    if (ball.w)
      over.falls.push({
        ball: `${ball.o}.${ball.b + 1}`,
        score: score.runs,
        wicket: score.wickets,
      });
    inn.closed = score.closed;
    open = over.slot;
    slotOf.push(over.slot);
  }
  close();

  const sorted = [...input.trades].sort((a, b) => a.at - b.at);
  for (const t of sorted) {
    const k = lastBallAt(input.balls, t.at);
    (k < 0 ? start : (slotOf[k] ?? start)).trades.push(t);
  }

  const last = new Map<string, number>();
  const points = (slot: Slot): RunnerPoint[] =>
    runners.map((r, i) => {
      const mine = slot.trades.filter((t) => t.selectionId === r.selectionId);
      const traded = mine[mine.length - 1];
      if (traded) last.set(r.selectionId, traded.price);
      const lastPrice = last.get(r.selectionId);
      const model = slot.model?.[i];
      const chance = traded ? 10000 / traded.price : model;
      return {
        lastTraded: lastPrice === undefined ? null : (lastPrice / 100).toFixed(2),
        chance: chance === undefined ? null : oneDecimal(chance),
        volume: formatCents(mine.reduce((a, t) => a + t.stake, 0)),
      };
    });
  const startPoint = input.toss || start.trades.length > 0 ? { runners: points(start) } : null;
  return {
    matchId: input.matchId,
    teams: input.teams,
    format: input.format,
    state: input.state,
    runners,
    start: startPoint,
    innings: innings.map((inn) => ({
      team: inn.team,
      closed: inn.closed,
      overs: inn.overs.map(({ slot, ...over }) => ({ ...over, runners: points(slot) })),
    })),
    traded: runners.map((r) => ({ selectionId: r.selectionId, prices: byPrice(input.trades, r) })),
    target: targetOf(c),
    matched: formatCents(input.trades.reduce((a, t) => a + t.stake, 0)),
    result: c.result?.text ?? null,
  };
}
