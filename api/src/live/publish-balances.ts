import type { AccountParts } from 'shared-api-types';
import type { Queryable } from '../db/types';
import { readBalanceData, readWaitingOrders } from '../money/balances';
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
  for (const id of new Set(userIds)) {
    try {
      const balance = await readBalanceData(db, id);
      const settled = settledMarket
        ? { marketId: settledMarket, at: new Date().toISOString() }
        : undefined;
      const waitingOrders = await readWaitingOrders(db, id);
      const parts: AccountParts = { ...extra?.get(id), balance, waitingOrders };
      live.publish(`account:${id}`, settled ? { ...parts, settled } : parts);
    } catch {
      // The user was removed meanwhile (a test reset): nothing to tell.
    }
  }
}

/** The account topics' snapshot: the player's balance and exposure, and their waiting orders. */
export function provideBalances(db: Queryable, live: LiveBus): void {
  live.provide('account:', async (topic) => {
    const id = Number(topic.slice('account:'.length));
    return {
      balance: await readBalanceData(db, id),
      waitingOrders: await readWaitingOrders(db, id),
    };
  });
}
