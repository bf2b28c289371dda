import { fancyWhatIf, type WhatIfRange } from 'shared-maths/fancy-book';
import {
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

/** Each runner's position now and after the new bet (cents). */
export function runnerPreview(
  existing: readonly RunnerBet[],
  runnerIds: readonly string[],
  bet: NewBet,
): RunnerPreview[] {
  const before = runnerPositions(runnerIds, existing);
  const next: RunnerBet = {
    side: bet.side,
    selectionId: bet.selectionId,
    ...payoff({ kind: bet.kind, side: bet.side, price: bet.price, stake: bet.stake }),
  };
  const after = runnerPositions(runnerIds, [...existing, next]);
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
