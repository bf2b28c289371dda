import { CASINO_TABLES, type CasinoTableCode } from 'shared-api-types';
import { amarAkbarAnthony } from './amar-akbar-anthony';
import { andarBahar } from './andar-bahar';
import { bollywood } from './bollywood';
import { cards32 } from './cards-32';
import { dragonTiger } from './dragon-tiger';
import { lucky7A, lucky7B } from './lucky7';
import { teenPattiOneDay, teenPattiT20, testTeenPatti } from './teen-patti';
import type { GameDef, SelectionDef } from './types';

/** The game of each table code. */
const GAME_OF: Readonly<Record<CasinoTableCode, GameDef>> = {
  ab2: andarBahar,
  AMARAKBARANTHONY: amarAkbarAnthony,
  lucky7: lucky7A,
  t20: teenPattiT20,
  oneday: teenPattiOneDay,
  test: testTeenPatti,
  lucky7B: lucky7B,
  dt2020: dragonTiger,
  CARD32A: cards32,
  BOLLYWOODCASINO: bollywood,
};

/** The ten live tables in lobby order (shared-api-types' CASINO_TABLES). */
export const GAMES: readonly GameDef[] = CASINO_TABLES.map((t) => GAME_OF[t.code]);

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
