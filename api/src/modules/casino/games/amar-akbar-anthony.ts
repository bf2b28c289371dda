import { cardCode } from './cards';
import { cardMarket, colourMarket, judgeCommon, parityMarket } from './single-card-markets';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

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

/** Amar Akbar Anthony: one card. Amar A-6, Akbar 7-10, Anthony J-K; Under 7 / Over 7 lose on a 7. */
export const amarAkbarAnthony: GameDef = {
  code: 'AMARAKBARANTHONY',
  path: 'aaa',
  name: 'Amar Akbar Anthony',
  markets,
  play(draw) {
    const card = draw();
    const winner = card.rank <= 6 ? 'Amar' : card.rank <= 10 ? 'Akbar' : 'Anthony';
    const judge = (market: string, selection: string): Outcome => {
      if (market === 'Winner') return winIf(selection === winner);
      if (market === 'Under/Over 7') {
        return winIf(card.rank !== 7 && (card.rank < 7 ? 'Under 7' : 'Over 7') === selection);
      }
      if (market === 'Even/Odd') return judgeCommon('parity', selection, card);
      if (market === 'Red/Black') return judgeCommon('colour', selection, card);
      return judgeCommon('card', selection, card);
    };
    return {
      hands: [{ label: 'Card', cards: [cardCode(card)] }],
      winner,
      outcomes: decide(markets, judge),
    };
  },
};
