import { casinoTable } from 'shared-api-types';
import { cardCode, rankLabel, type Card } from './cards';
import { colourMarket, oneCardResult } from './single-card-markets';
import { winIf, type GameDef, type MarketDef } from './types';

/** Film -> the cards of the 16-card deck (A, K, Q, J of each suit) that name it. */
const FILMS = [
  { name: 'Don', cards: ['AS', 'AH', 'AD', 'AC'], rate: 370 },
  { name: 'Amar Akbar Anthony', cards: ['KS', 'QS', 'JS'], rate: 490 },
  { name: 'Sahib Bibi Aur Ghulam', cards: ['KH', 'QH', 'JH'], rate: 490 },
  { name: 'Dharam Veer', cards: ['KD', 'QD'], rate: 750 },
  { name: 'Kis Kisko Pyaar Karoon', cards: ['KC', 'QC'], rate: 750 },
  { name: 'Ghulam', cards: ['JD', 'JC'], rate: 750 },
] as const;

const markets: readonly MarketDef[] = [
  { market: 'Film', selections: FILMS.map((f) => ({ name: f.name, rate: f.rate })) },
  colourMarket('Red/Black'),
  {
    market: 'Card',
    selections: [1, 13, 12, 11].map((r) => ({ name: rankLabel(r), rate: 370 })),
  },
];
const COMMON = { 'Red/Black': 'colour', Card: 'card' } as const;

export function filmOf(card: Card): string {
  const code = cardCode(card);
  return FILMS.find((f) => (f.cards as readonly string[]).includes(code))?.name ?? '';
}

/** Bollywood Casino: one card from A, K, Q, J of the four suits; each card names one film. */
export const bollywood: GameDef = {
  ...casinoTable('BOLLYWOODCASINO'),
  ranks: [1, 11, 12, 13],
  markets,
  play(draw) {
    const card = draw();
    const winner = filmOf(card);
    return oneCardResult(card, winner, markets, COMMON, (market, selection) =>
      market === 'Film' ? winIf(selection === winner) : null,
    );
  },
};
