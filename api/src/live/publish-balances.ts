import type { AccountParts } from 'shared-api-types';
import type { Queryable } from '../db/types';
import { readAccounts } from '../money/balances';
import type { LiveBus } from './live-bus';

/**
 * Publishes the players' balance and exposure after their money moved (a bet, a settlement),
 * read after the change committed, and their count of waiting orders, with `extra` parts per
 * player (their order events). Never throws: the stream is a convenience, the money is not.
 */
export async function publishBalances(
  db: Queryable,
  live: LiveBus,
  userIds: Iterable<number>,
  settledMarket?: string,
  extra?: ReadonlyMap<number, AccountParts>,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  let accounts: Awaited<ReturnType<typeof readAccounts>>;
  try {
    accounts = await readAccounts(db, ids);
  } catch {
    return; // the database is closing (a test's end): nothing to tell
  }
  const settled = settledMarket
    ? { marketId: settledMarket, at: new Date().toISOString() }
    : undefined;
  // A user removed meanwhile (a test reset) has no row: nothing to tell.
  for (const id of ids) {
    const account = accounts.get(id);
    if (!account) continue;
    const parts: AccountParts = { ...extra?.get(id), ...account };
    live.publish(`account:${id}`, settled ? { ...parts, settled } : parts);
  }
}

/** The account topics' snapshot: the player's balance and exposure, and their waiting orders. */
export function provideBalances(db: Queryable, live: LiveBus): void {
  live.provide('account:', async (topic) => {
    const id = Number(topic.slice('account:'.length));
    const account = (await readAccounts(db, [id])).get(id);
    if (!account) throw new Error(`User ${id} not found`);
    return account;
  });
}
