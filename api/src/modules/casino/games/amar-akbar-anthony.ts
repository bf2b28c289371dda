import { casinoTable } from 'shared-api-types';
import { cardMarket, colourMarket, oneCardResult, parityMarket } from './single-card-markets';
import { winIf, type GameDef, type MarketDef } from './types';

const markets: readonly MarketDef[] = [
  {
    market: 'Winner',
    selections: [
      { name: 'Amar', rate: 212 },
      { name: 'Akbar', rate: 315 },
      { name: 'Anthony', rate: 415 },
    ],
  },
  parityMarket('Even/Odd', 212, 183),
  colourMarket('Red/Black'),
  {
    market: 'Under/Over 7',
    selections: [
      { name: 'Under 7', rate: 200 },
      { name: 'Over 7', rate: 200 },
    ],
  },
  cardMarket('Card'),
];
const COMMON = { 'Even/Odd': 'parity', 'Red/Black': 'colour', Card: 'card' } as const;

/** Amar Akbar Anthony: one card. Amar A-6, Akbar 7-10, Anthony J-K; Under 7 / Over 7 lose on a 7. */
export const amarAkbarAnthony: GameDef = {
  ...casinoTable('AMARAKBARANTHONY'),
  markets,
  play(draw) {
    const card = draw();
    const winner = card.rank <= 6 ? 'Amar' : card.rank <= 10 ? 'Akbar' : 'Anthony';
    return oneCardResult(card, winner, markets, COMMON, (market, selection) => {
      if (market === 'Winner') return winIf(selection === winner);
      if (market === 'Under/Over 7') {
        return winIf(card.rank !== 7 && (card.rank < 7 ? 'Under 7' : 'Over 7') === selection);
      }
      return null;
    });
  },
};
