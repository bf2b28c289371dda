import { casinoTable, type CasinoTableCode } from 'shared-api-types';
import { cardMarket, colourMarket, oneCardResult, parityMarket } from './single-card-markets';
import { winIf, type GameDef, type MarketDef } from './types';

const markets: readonly MarketDef[] = [
  {
    market: 'Low/High',
    selections: [
      { name: 'Low Card', rate: 200 },
      { name: 'High Card', rate: 200 },
    ],
  },
  parityMarket('Even/Odd'),
  colourMarket('Red/Black'),
  cardMarket('Card'),
];
const COMMON = { 'Even/Odd': 'parity', 'Red/Black': 'colour', Card: 'card' } as const;

/** Lucky 7: one card. Low Card A-6, High Card 8-K; a 7 loses both. */
function lucky7(code: CasinoTableCode): GameDef {
  return {
    ...casinoTable(code),
    markets,
    play(draw) {
      const card = draw();
      const winner = card.rank === 7 ? 'Seven' : card.rank < 7 ? 'Low Card' : 'High Card';
      return oneCardResult(card, winner, markets, COMMON, (market, selection) =>
        market === 'Low/High' ? winIf(selection === winner) : null,
      );
    },
  };
}

export const lucky7A = lucky7('lucky7');
export const lucky7B = lucky7('lucky7B');
