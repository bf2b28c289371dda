import {
  fancyPositions,
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

export interface FancyPreview {
  /** e.g. "Below 50", "50 to 51", "52 and above". */
  label: string;
  pl: number;
}

/** P&L of the session (existing bets plus the new one) for each run range. */
export function fancyPreview(existing: readonly FancyBet[], bet: NewBet): FancyPreview[] {
  const side = bet.side === 'yes' ? 'yes' : 'no';
  const next: FancyBet = {
    side,
    line: bet.line ?? 0,
    ...payoff({ kind: 'session', side, price: bet.price, stake: bet.stake }),
  };
  const points = fancyPositions([...existing, next]);
  return points.map((p, i) => {
    const upper = points[i + 1]?.score;
    const label =
      i === 0
        ? `Below ${upper ?? p.score + 1}`
        : upper === undefined
          ? `${p.score} and above`
          : upper - 1 === p.score
            ? `${p.score}`
            : `${p.score} to ${upper - 1}`;
    return { label, pl: p.pl };
  });
}
