import { fancyWhatIf, type WhatIfRange } from 'shared-maths/fancy-book';
import type { Level, MatchPreview } from 'shared-maths/order-book';
import {
  exposureOf,
  payoff,
  runnerPositions,
  type FancyBet,
  type MarketKind,
  type RunnerBet,
  type Side,
} from 'shared-maths';

export interface NewBet {
  kind: MarketKind;
  side: Side;
  selectionId: string;
  price: number;
  stake: number;
  line: number | null;
}

export interface RunnerPreview {
  selectionId: string;
  before: number;
  after: number;
}

/**
 * The order as it would fill: what matches now at the book's own prices (a lay at 1.66 that
 * takes 1.60 is a bet at 1.60), the rest at the asked price. Without a book preview (bookmaker,
 * fancy) the whole stake at the price.
 */
export function orderFills(bet: NewBet, preview: MatchPreview | null): Level[] {
  if (!preview) return bet.stake > 0 ? [{ price: bet.price, size: bet.stake }] : [];
  const waiting = preview.waiting > 0 ? [{ price: bet.price, size: preview.waiting }] : [];
  return [...preview.matched, ...waiting];
}

const fillPayoffs = (bet: NewBet, fills: readonly Level[]) =>
  fills.map((f) => payoff({ kind: bet.kind, side: bet.side, price: f.price, stake: f.size }));

/** What the bet can lose (cents), each fill at its own price: a lay's liability. */
export const liabilityOf = (bet: NewBet, fills: readonly Level[]): number =>
  fillPayoffs(bet, fills).reduce((sum, p) => sum + p.loss, 0);

/** Each runner's position now and after the new bet, each fill at its price (cents). */
export function runnerPreview(
  existing: readonly RunnerBet[],
  runnerIds: readonly string[],
  bet: NewBet,
  fills: readonly Level[] = orderFills(bet, null),
): RunnerPreview[] {
  const before = runnerPositions(runnerIds, existing);
  const next = fillPayoffs(bet, fills).map((p): RunnerBet => ({
    side: bet.side,
    selectionId: bet.selectionId,
    ...p,
  }));
  const after = runnerPositions(runnerIds, [...existing, ...next]);
  return runnerIds.map((id) => ({
    selectionId: id,
    before: before[id] ?? 0,
    after: after[id] ?? 0,
  }));
}

/** The session's book now and with the new bet, per run range where neither changes. */
export function fancyPreview(existing: readonly FancyBet[], bet: NewBet): WhatIfRange[] {
  const side = bet.side === 'yes' ? 'yes' : 'no';
  return fancyWhatIf(existing, {
    side,
    line: bet.line ?? 0,
    ...payoff({ kind: 'session', side, price: bet.price, stake: bet.stake }),
  });
}

/** How much more the bet puts at risk: exposure after minus before (what the balance must cover). */
export const extraExposure = (rows: readonly { now: number; after: number }[]): number =>
  Math.max(0, exposureOf(rows.map((r) => r.after)) - exposureOf(rows.map((r) => r.now)));
