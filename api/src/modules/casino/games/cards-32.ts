import { casinoTable } from 'shared-api-types';
import { cardCode } from './cards';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

const PLAYERS = [
  { name: 'Player 8', points: 8, rate: 1220 },
  { name: 'Player 9', points: 9, rate: 595 },
  { name: 'Player 10', points: 10, rate: 320 },
  { name: 'Player 11', points: 11, rate: 197 },
] as const;

const markets: readonly MarketDef[] = [
  { market: 'Winner', selections: PLAYERS.map((p) => ({ name: p.name, rate: p.rate })) },
];

/**
 * 32 Cards A: a 32-card deck (6 to K, J=11, Q=12, K=13). Players 8, 9, 10 and 11 start with
 * those points and each draws one card; the highest total wins. Players tied on top draw again
 * (adding to their totals) until one is ahead.
 */
export const cards32: GameDef = {
  ...casinoTable('CARD32A'),
  ranks: [6, 7, 8, 9, 10, 11, 12, 13],
  markets,
  play(draw) {
    const state = PLAYERS.map((p) => ({ name: p.name, total: p.points, cards: [] as string[] }));
    let contenders = state;
    for (;;) {
      for (const p of contenders) {
        const card = draw();
        p.total += card.rank;
        p.cards.push(cardCode(card));
      }
      const top = Math.max(...contenders.map((p) => p.total));
      contenders = contenders.filter((p) => p.total === top);
      if (contenders.length === 1) break;
    }
    const winner = contenders[0]?.name ?? '';
    const judge = (_m: string, selection: string): Outcome => winIf(selection === winner);
    return {
      hands: state.map((p) => ({ label: `${p.name} (${p.total})`, cards: p.cards })),
      winner,
      outcomes: decide(markets, judge),
    };
  },
};
