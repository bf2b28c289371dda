import type { LightMyRequestResponse } from 'fastify';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { perFile } from '../support/per-file';
import { player, type Player } from '../support/sports-helpers';
import { createExchangeTestApp, type ExchangeTestApp } from './exchange-test-app';
import { moneyProblems } from './money-invariants';
import { runnerIndex, type CasinoTable } from './race-bets';

/** The in-process exchange with demo and demo2 logged in, and what the race tests ask of it. */
export interface RaceHarness {
  t: ExchangeTestApp;
  demo: Player;
  demo2: Player;
  /** Back to the demo players' opening balances: no bets or seeded history left over. */
  reset: () => Promise<void>;
  setBalance: (userName: string, balance: string) => Promise<void>;
  openMatches: () => SimMatch[];
  casinoTables: (codes: readonly string[]) => Promise<CasinoTable[]>;
  userId: (name: string) => Promise<number>;
  /** Every rule of moneyProblems holds for both demo players. */
  expectNoMoneyProblems: () => Promise<void>;
  close: () => Promise<void>;
}

export async function raceHarness(): Promise<RaceHarness> {
  const t = await createExchangeTestApp();
  const demo = await player(t, 'demo');
  const demo2 = await player(t, 'demo2');
  const userId = async (name: string) => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
      name,
    ]);
    if (!rows[0]) throw new Error(`no user ${name}`);
    return rows[0].id;
  };
  const control = async (url: string, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.json()).toMatchObject({ status: 0 });
  };
  return {
    t,
    demo,
    demo2,
    reset: () => control('/__test/Reset'),
    setBalance: (UserName, Balance) => control('/__test/SetBalance', { UserName, Balance }),
    openMatches: () => [...t.sports.sim.matches.values()].filter((m) => m.state !== 'completed'),
    casinoTables: (codes) =>
      Promise.all(
        codes.map(async (TableCode) => {
          const res = await demo.post('/Casino/GetTableState', { TableCode });
          return {
            tableCode: TableCode,
            ...res.json<{ data: Omit<CasinoTable, 'tableCode'> }>().data,
          };
        }),
      ),
    userId,
    expectNoMoneyProblems: async () => {
      const ids = [await userId('demo'), await userId('demo2')];
      const runners = runnerIndex([...t.sports.sim.matches.values()]);
      expect(await moneyProblems(t.db, ids, runners)).toEqual([]);
    },
    close: () => t.close(),
  };
}

/** What a refused bet must look like: HTTP 200 status 1, or a 4xx, with a sentence. */
export function refusalProblem(res: LightMyRequestResponse): string | null {
  const body = res.json<{ status?: number; message?: string }>();
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body}`;
  if (res.statusCode === 200 && body.status !== 1) return `status ${body.status} on a refusal`;
  if (typeof body.message !== 'string' || body.message.trim() === '')
    return `no message: ${res.body}`;
  return null;
}

export const accepted = (res: LightMyRequestResponse): boolean =>
  res.statusCode === 200 && res.json<{ status: number }>().status === 0;

/** A test file's race harness, open from its first test to its last. */
export const raceFixture = (): RaceHarness => perFile(raceHarness);
