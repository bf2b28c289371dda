import { casinoTable, type CasinoTableCode } from 'shared-api-types';
import { cardCode, type Card } from './cards';
import { compareHands, handName } from './teen-patti-hand';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

/**
 * Two-hand Teen Patti (T20 and One Day): Player A and Player B get three cards each, dealt
 * alternately; the better hand wins, an exact tie voids the Winner bets (stakes returned).
 */
function twoHandTeenPatti(code: CasinoTableCode, rate: number): GameDef {
  const markets: readonly MarketDef[] = [
    {
      market: 'Winner',
      selections: [
        { name: 'Player A', rate },
        { name: 'Player B', rate },
      ],
    },
  ];
  return {
    ...casinoTable(code),
    markets,
    play(draw) {
      const a: Card[] = [];
      const b: Card[] = [];
      for (let i = 0; i < 3; i++) {
        a.push(draw());
        b.push(draw());
      }
      const cmp = compareHands(a, b);
      const winner = cmp === 0 ? 'Tie' : cmp > 0 ? 'Player A' : 'Player B';
      const judge = (_market: string, selection: string): Outcome =>
        cmp === 0 ? 'void' : winIf(selection === winner);
      return {
        hands: [
          { label: `Player A (${handName(a)})`, cards: a.map(cardCode) },
          { label: `Player B (${handName(b)})`, cards: b.map(cardCode) },
        ],
        winner,
        outcomes: decide(markets, judge),
      };
    },
  };
}

export const teenPattiT20 = twoHandTeenPatti('t20', 198);
export const teenPattiOneDay = twoHandTeenPatti('oneday', 196);

const TEST_PLAYERS = ['Tiger', 'Lion', 'Dragon'] as const;
const testMarkets: readonly MarketDef[] = [
  { market: 'Winner', selections: TEST_PLAYERS.map((p) => ({ name: p, rate: 294 })) },
];

/** Test Teen Patti: three hands (Tiger, Lion, Dragon); the best wins; a shared best hand voids. */
export const testTeenPatti: GameDef = {
  ...casinoTable('test'),
  markets: testMarkets,
  play(draw) {
    const hands: Card[][] = [[], [], []];
    for (let i = 0; i < 3; i++) for (const h of hands) h.push(draw());
    let best = [0];
    for (let i = 1; i < 3; i++) {
      const cmp = compareHands(hands[i] ?? [], hands[best[0] ?? 0] ?? []);
      if (cmp > 0) best = [i];
      else if (cmp === 0) best.push(i);
    }
    const winners: string[] = best.map((i) => TEST_PLAYERS[i] ?? '');
    const tie = winners.length > 1;
    const judge = (_m: string, selection: string): Outcome =>
      tie ? 'void' : winIf(winners.includes(selection));
    return {
      hands: hands.map((h, i) => ({
        label: `${TEST_PLAYERS[i] ?? ''} (${handName(h)})`,
        cards: h.map(cardCode),
      })),
      winner: tie ? 'Tie' : (winners[0] ?? ''),
      outcomes: decide(testMarkets, judge),
    };
  },
};
