import {
  findStoredReply,
  idempotentRequest,
  storeReply,
  type IdempotentCall,
} from '../db/idempotency';
import type { Db, Queryable } from '../db/types';
import type { OkReply, RefusedReply } from '../http/reply';
import type { LiveBus } from '../live/live-bus';
import type { AccountParts } from 'shared-api-types';
import { publishBalances } from '../live/publish-balances';
import { lockPlayers, type LockedPlayer } from './player-lock';

export type WriteReply<T> = OkReply<T> | RefusedReply;

export interface WritePathDeps {
  db: Db;
  /** The player's `account` topic gets their new balance and exposure after each write. */
  live: LiveBus;
  sleep?: (ms: number) => Promise<void>;
  /** The clock of the player's own safer-gambling rules (ModuleDeps.now; the system's by default). */
  now?: () => Date;
  /** After a write's commit and its account events: what else follows them (awaited before the reply). */
  afterCommit?: (told: ReadonlyMap<number, AccountParts>) => Promise<void>;
}

/** What a write sees in its transaction, once its market and the player are locked. */
export interface Locked<M> {
  tx: Queryable;
  userId: number;
  market: M;
  player: LockedPlayer;
}

/** A check in the write's transaction: a refusal ends the write with nothing written. */
export type WriteStep<M> = (locked: Locked<M>) => Promise<RefusedReply | null>;

/** One write of a player's money (a bet, a cash out), as writeMoney runs it. */
export interface MoneyWrite<M, T> {
  call: IdempotentCall;
  userId: number;
  idempotencyKey: string | null;
  /** The parsed request the key stands for (its fingerprint). */
  request: object;
  /** Checks before any lock (live prices, stake limits): a refusal, or the wait (in-play delay). */
  check?: () => Promise<RefusedReply | { delayMs: number }>;
  /** After a wait: what may have moved meanwhile, checked again. */
  recheck?: () => Promise<RefusedReply | null>;
  /** Reads the write's market with a lock that settlement's waits for (see player-lock.ts). */
  lockMarket: (tx: Queryable) => Promise<M>;
  /**
   * Other players whose money the write changes too (the resting orders an order matches), read
   * under the market's lock: locked with the player, all in user_id order.
   */
  others?: (tx: Queryable, market: M) => Promise<readonly number[]>;
  /** Checks in the transaction after both locks, in order (a limit slots in here). */
  steps: readonly WriteStep<M>[];
  /** The write itself (it may still refuse); an OK reply is stored under the key. */
  write: (locked: Locked<M>) => Promise<WriteReply<T>>;
  /** After the commit: what each player's `account` topic is told beside the balance. */
  notify?: () => ReadonlyMap<number, AccountParts>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The one path of every bet write: the reply stored under the Idempotency-Key, the checks, the
 * in-play delay and the checks again, then one transaction that locks the market, then the
 * player (and the `others`, in user_id order), looks for a reply stored meanwhile, runs the
 * steps and the write and stores its reply. After the commit each player's new balance and
 * exposure (and what `notify` adds) go to their `account` topic.
 */
export async function writeMoney<M, T>(
  deps: WritePathDeps,
  w: MoneyWrite<M, T>,
): Promise<WriteReply<T>> {
  const idem = idempotentRequest(w.call, w.idempotencyKey, w.request);
  const stored = () => findStoredReply<WriteReply<T>>(deps.db, w.userId, idem);
  const earlier = await stored();
  if (earlier) return earlier;
  const checked = w.check ? await w.check() : { delayMs: 0 };
  // The same key's request may have written since we looked: its reply, not this refusal.
  if ('status' in checked) return (await stored()) ?? checked;
  if (checked.delayMs > 0) {
    await (deps.sleep ?? defaultSleep)(checked.delayMs);
    const again = w.recheck ? await w.recheck() : null;
    if (again) return again;
  }
  let wrote = false;
  let players: number[] = [w.userId];
  const reply = await deps.db.transaction(async (tx): Promise<WriteReply<T>> => {
    wrote = false;
    const market = await w.lockMarket(tx);
    const others = w.others ? await w.others(tx, market) : [];
    players = [...new Set([w.userId, ...others])].sort((a, b) => a - b);
    const player = (await lockPlayers(tx, players)).get(w.userId);
    if (!player) throw new Error(`User ${w.userId} not found`);
    const raced = await findStoredReply<WriteReply<T>>(tx, w.userId, idem);
    if (raced) return raced;
    const locked = { tx, userId: w.userId, market, player };
    for (const step of w.steps) {
      const refused = await step(locked);
      if (refused) return refused;
    }
    const written = await w.write(locked);
    if (written.status !== 0) return written;
    await storeReply(tx, w.userId, idem, written);
    wrote = true;
    return written;
  });
  if (wrote) {
    const told = w.notify?.();
    await publishBalances(deps.db, deps.live, players, undefined, told);
    if (told && deps.afterCommit) await deps.afterCommit(told);
  }
  return reply;
}
