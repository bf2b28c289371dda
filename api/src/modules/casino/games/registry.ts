import { amarAkbarAnthony } from './amar-akbar-anthony';
import { andarBahar } from './andar-bahar';
import { bollywood } from './bollywood';
import { cards32 } from './cards-32';
import { dragonTiger } from './dragon-tiger';
import { lucky7A, lucky7B } from './lucky7';
import { teenPattiOneDay, teenPattiT20, testTeenPatti } from './teen-patti';
import type { GameDef, SelectionDef } from './types';

/** The ten live tables in lobby order (docs/casino.md, Live tables). */
export const GAMES: readonly GameDef[] = [
  andarBahar,
  amarAkbarAnthony,
  lucky7A,
  teenPattiT20,
  teenPattiOneDay,
  testTeenPatti,
  lucky7B,
  dragonTiger,
  cards32,
  bollywood,
];

export const TABLE_CODES: readonly string[] = GAMES.map((g) => g.code);

export function gameByCode(code: string): GameDef | undefined {
  return GAMES.find((g) => g.code === code);
}

export function findSelection(
  game: GameDef,
  market: string,
  selection: string,
): SelectionDef | undefined {
  return game.markets
    .find((m) => m.market === market)
    ?.selections.find((s) => s.name === selection);
}
