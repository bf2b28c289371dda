import { tryParseCents } from 'shared-maths/money';
import { fancyPositions, runnerPositions, exposureOf } from 'shared-maths';
import type { BetRecord } from './api/bet-lists';

/** The player's open bets of one runner market as maths inputs (cents). */
export function runnerBets(bets: readonly BetRecord[]) {
  return bets
    .filter((b) => b.status === 'open' && (b.side === 'back' || b.side === 'lay'))
    .map((b) => ({
      side: b.side,
      selectionId: b.selectionId,
      win: tryParseCents(b.win) ?? 0,
      loss: tryParseCents(b.liability) ?? 0,
    }));
}

/** Position per runner (cents) of a runner market after the player's open bets. */
export function positionsOf(
  bets: readonly BetRecord[],
  runnerIds: readonly string[],
): Record<string, number> {
  return runnerPositions(runnerIds, runnerBets(bets));
}

/** Open fancy bets of one session as maths inputs. */
export function fancyBets(bets: readonly BetRecord[], selectionId: string) {
  return bets
    .filter(
      (b) =>
        b.status === 'open' &&
        b.selectionId === selectionId &&
        (b.side === 'yes' || b.side === 'no'),
    )
    .map((b) => ({
      side: b.side === 'yes' ? ('yes' as const) : ('no' as const),
      line: b.line ?? 0,
      win: tryParseCents(b.win) ?? 0,
      loss: tryParseCents(b.liability) ?? 0,
    }));
}

export const sessionExposure = (bets: readonly BetRecord[], selectionId: string): number =>
  exposureOf(fancyPositions(fancyBets(bets, selectionId)).map((p) => p.pl));
