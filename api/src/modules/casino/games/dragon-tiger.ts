import { casinoTable } from 'shared-api-types';
import { cardCode, isRed } from './cards';
import { cardMarket, colourMarket, judgeCommon, parityMarket } from './single-card-markets';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

const markets: readonly MarketDef[] = [
  {
    market: 'Winner',
    selections: [
      { name: 'Dragon', rate: 198 },
      { name: 'Tiger', rate: 198 },
      { name: 'Tie', rate: 1100 },
    ],
  },
  { market: 'Pair', selections: [{ name: 'Pair', rate: 5000 }] },
  parityMarket('Dragon Even/Odd'),
  parityMarket('Tiger Even/Odd'),
  colourMarket('Dragon Red/Black'),
  colourMarket('Tiger Red/Black'),
  cardMarket('Dragon Card'),
  cardMarket('Tiger Card'),
];

/**
 * Dragon Tiger 2020: one card each, higher rank wins (A low, K high). Tie (same rank) pays 10:1
 * and Dragon/Tiger bets lose half. Pair: same rank and same colour, 49:1.
 */
export const dragonTiger: GameDef = {
  ...casinoTable('dt2020'),
  markets,
  play(draw) {
    const dragon = draw();
    const tiger = draw();
    const tie = dragon.rank === tiger.rank;
    const winner = tie ? 'Tie' : dragon.rank > tiger.rank ? 'Dragon' : 'Tiger';
    const judge = (market: string, selection: string): Outcome => {
      const side = market.startsWith('Dragon') ? dragon : tiger;
      if (market === 'Winner') {
        if (selection === 'Tie') return winIf(tie);
        return tie ? 'half' : winIf(selection === winner);
      }
      if (market === 'Pair') return winIf(tie && isRed(dragon) === isRed(tiger));
      if (market.endsWith('Even/Odd')) return judgeCommon('parity', selection, side);
      if (market.endsWith('Red/Black')) return judgeCommon('colour', selection, side);
      return judgeCommon('card', selection, side);
    };
    return {
      hands: [
        { label: 'Dragon', cards: [cardCode(dragon)] },
        { label: 'Tiger', cards: [cardCode(tiger)] },
      ],
      winner,
      outcomes: decide(markets, judge),
    };
  },
};
