import { cardCode } from './cards';
import { cardMarket, colourMarket, judgeCommon, parityMarket } from './single-card-markets';
import { decide, winIf, type GameDef, type MarketDef, type Outcome } from './types';

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

/** Lucky 7: one card. Low Card A-6, High Card 8-K; a 7 loses both. */
function lucky7(code: string, path: string, name: string): GameDef {
  return {
    code,
    path,
    name,
    markets,
    play(draw) {
      const card = draw();
      const winner = card.rank === 7 ? 'Seven' : card.rank < 7 ? 'Low Card' : 'High Card';
      const judge = (market: string, selection: string): Outcome => {
        if (market === 'Low/High') return winIf(selection === winner);
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
}

export const lucky7A = lucky7('lucky7', 'lucky7A', 'Lucky 7 A');
export const lucky7B = lucky7('lucky7B', 'Lucky7BLatest', 'Lucky 7 B');
