import { casinoTable } from 'shared-api-types';
import { cardCode, type Card } from './cards';
import { colourMarket, judgeCommon } from './single-card-markets';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

const markets: readonly MarketDef[] = [
  {
    market: 'Winner',
    selections: [
      { name: 'Andar', rate: 190 },
      { name: 'Bahar', rate: 200 },
    ],
  },
  colourMarket('Joker Red/Black'),
];

/**
 * Andar Bahar 2: the joker card is turned up, then cards go Andar, Bahar, Andar, ... until one
 * matches the joker's rank; that side wins. Andar gets the first card, so it pays a little less.
 */
export const andarBahar: GameDef = {
  ...casinoTable('ab2'),
  markets,
  play(draw) {
    const joker = draw();
    const andar: Card[] = [];
    const bahar: Card[] = [];
    let winner: 'Andar' | 'Bahar' | null = null;
    while (winner === null) {
      const side = andar.length === bahar.length ? 'Andar' : 'Bahar';
      const card = draw();
      (side === 'Andar' ? andar : bahar).push(card);
      if (card.rank === joker.rank) winner = side;
    }
    const won = winner;
    const judge = (market: string, selection: string): Outcome =>
      market === 'Winner' ? winIf(selection === won) : judgeCommon('colour', selection, joker);
    return {
      hands: [
        { label: 'Joker', cards: [cardCode(joker)] },
        { label: 'Andar', cards: andar.map(cardCode) },
        { label: 'Bahar', cards: bahar.map(cardCode) },
      ],
      winner: won,
      outcomes: decide(markets, judge),
    };
  },
};
