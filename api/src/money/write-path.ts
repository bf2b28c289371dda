import {
  findStoredReply,
  idempotentRequest,
  type IdempotentCall,
  type IdempotentRequest,
} from '../db/idempotency';
import { findStoredReplies, storeReplies } from './batch-replies';
import type { Db, Queryable } from '../db/types';
import type { OkReply, RefusedReply } from '../http/reply';
import type { LiveBus } from '../live/live-bus';
import type { AccountParts } from 'shared-api-types';
import { publishBalances } from '../live/publish-balances';
import { DEFERRED, type Deferred } from './batch-queue';
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

/** What a write does before its transaction: its stored reply, or its checks and in-play delay. */
export interface Preflight {
  call: IdempotentCall;
  userId: number;
  idempotencyKey: string | null;
  /** The parsed request the key stands for (its fingerprint). */
  request: object;
  /** Checks before any lock (live prices, stake limits): a refusal, or the wait (in-play delay). */
  check?: () => Promise<RefusedReply | { delayMs: number }>;
  /** After a wait: what may have moved meanwhile, checked again. */
  recheck?: () => Promise<RefusedReply | null>;
}

/** One write of a player's money (a bet, a cash out), as writeMoney runs it. */
export interface MoneyWrite<M, T> extends Preflight {
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
 * Before the transaction: the reply stored under the Idempotency-Key, the checks, the in-play
 * delay and the checks again. Returns the reply to give (nothing to write), or null to write.
 */
export async function preflight<T>(
  deps: WritePathDeps,
  w: Preflight,
): Promise<WriteReply<T> | null> {
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
  return null;
}

/**
 * One write of a player's money: preflight (the stored reply, the checks, the in-play delay and
 * the checks again), then the one write path as a batch of one (writeMoneyBatch: its market,
 * then the player and the `others` in user_id order, a reply stored meanwhile, the steps and
 * the write, its reply stored, the players told after the commit).
 */
export async function writeMoney<M, T>(
  deps: WritePathDeps,
  w: MoneyWrite<M, T>,
): Promise<WriteReply<T>> {
  const early = await preflight<T>(deps, w);
  if (early) return early;
  let market: M;
  const entry: BatchEntry = {
    userId: w.userId,
    idempotencyKey: w.idempotencyKey,
    request: w.request,
  };
  const group: BatchGroup<M, BatchEntry, T> = {
    entries: [entry],
    write: async ({ tx, players, entries }) => {
      if (!entries[0]) return () => [null];
      const player = players.get(w.userId);
      if (!player) throw new Error(`User ${w.userId} not found`);
      const locked = { tx, userId: w.userId, market, player };
      for (const step of w.steps) {
        const refused = await step(locked);
        if (refused) return () => [refused];
      }
      const written = await w.write(locked);
      return () => [written];
    },
  };
  const [reply] = await writeMoneyBatch(deps, {
    call: w.call,
    groups: [group],
    lockMarkets: async (tx) => {
      market = await w.lockMarket(tx);
      return [market];
    },
    players: async (tx) => (w.others ? w.others(tx, market) : []),
    store: async () => {},
    notify: w.notify,
  });
  if (reply === undefined || reply === DEFERRED) throw new Error('a write was not answered');
  if ('error' in reply) throw reply.error;
  return reply;
}

/** After a commit: each player's balance and exposure (and `parts`) to their `account` topic. */
async function told(
  deps: WritePathDeps,
  players: readonly number[],
  parts: ReadonlyMap<number, AccountParts> | undefined,
  settledMarket?: string,
): Promise<void> {
  await publishBalances(deps.db, deps.live, players, settledMarket, parts);
  if (parts && deps.afterCommit) await deps.afterCommit(parts);
}

/** What a write does in the one path's transaction, with the path's lock of its players. */
type PathWrite<R> = (
  tx: Queryable,
  lock: (userIds: readonly number[]) => Promise<Map<number, LockedPlayer>>,
) => Promise<{ out: R; wrote: boolean }>;

/**
 * The skeleton of every write: ONE transaction, in which `write` locks its markets, then every
 * player it may change in one statement in user_id order (`lock`), then writes; after the
 * commit, when it wrote, those players are told (account events).
 */
async function onePath<R>(
  deps: WritePathDeps,
  tell: { notify?: () => ReadonlyMap<number, AccountParts>; settledMarket?: string },
  write: PathWrite<R>,
): Promise<R> {
  let players: readonly number[] = [];
  let wrote = false;
  const out = await deps.db.transaction(async (tx) => {
    players = [];
    wrote = false;
    const done = await write(tx, (ids) => {
      players = [...new Set(ids)].sort((x, y) => x - y);
      return lockPlayers(tx, players);
    });
    wrote = done.wrote;
    return done.out;
  });
  if (wrote) await told(deps, players, tell.notify?.(), tell.settledMarket);
  return out;
}

/** A system write of money (settlement): no Idempotency-Key and no stored reply. */
export interface SystemWrite<M, R> {
  /**
   * Locks the market (the lock order's first); DEFERRED: nothing to write (the market row's
   * change of status is what makes the write exactly once).
   */
  lockMarket: (tx: Queryable) => Promise<M | Deferred>;
  /** Every player the write may change, read under the market's lock. */
  players: (tx: Queryable, market: M) => Promise<readonly number[]>;
  write: (locked: {
    tx: Queryable;
    market: M;
    players: ReadonlyMap<number, LockedPlayer>;
  }) => Promise<R>;
  /** After the commit: what each player's `account` topic is told beside the balance. */
  notify?: () => ReadonlyMap<number, AccountParts>;
  /** The market settled, as the account events say it. */
  settledMarket?: string;
}

/**
 * A system write through the one path (onePath, as writeMoneyBatch): its market, then its
 * players in user_id order in one statement, the write, the commit, the players told.
 * DEFERRED when the market said there was nothing to write.
 */
export function writeSystem<M, R>(
  deps: WritePathDeps,
  w: SystemWrite<M, R>,
): Promise<R | Deferred> {
  return onePath<R | Deferred>(deps, w, async (tx, lock) => {
    const market = await w.lockMarket(tx);
    if (market === DEFERRED) return { out: DEFERRED, wrote: false };
    const players = await lock(await w.players(tx, market));
    return { out: await w.write({ tx, market, players }), wrote: true };
  });
}

/** One write of a batch, past its preflight. */
export interface BatchEntry {
  userId: number;
  idempotencyKey: string | null;
  request: object;
}

/** A batch's transaction once its markets and every player it may change are locked. */
export interface LockedBatch<M, E extends BatchEntry> {
  tx: Queryable;
  market: M;
  players: ReadonlyMap<number, LockedPlayer>;
  /** The group's entries to write, in arrival order (null: answered by a reply stored meanwhile). */
  entries: readonly (E | null)[];
}

/** A batch's reply to one entry: the reply, or what it threw (an HttpError). */
export type BatchReply<T> = WriteReply<T> | { error: unknown };

/** The writes of one market in a batch. */
export interface BatchGroup<M, E extends BatchEntry, T> {
  entries: readonly E[];
  /**
   * The writes, each entry's own checks in arrival order, staged for the batch's `store`; gives
   * what makes a reply per entry (null: skipped) once they are stored.
   */
  write: (locked: LockedBatch<M, E>) => Promise<() => readonly (WriteReply<T> | null)[]>;
}

/** Several writes of one or more markets in one transaction (money-path/place-batch.ts). */
export interface MoneyBatch<M, E extends BatchEntry, T> {
  call: IdempotentCall;
  /** One group a market, in the order their markets are locked (every writer's order: by key). */
  groups: readonly BatchGroup<M, E, T>[];
  /**
   * Locks the groups' markets in the groups' order (a lock settlement waits for): one M a group,
   * or DEFERRED for a market it did not wait for (its group is left to the next batch).
   */
  lockMarkets: (tx: Queryable) => Promise<readonly (M | Deferred)[]>;
  /**
   * Every player the batch may change, read under the markets' locks (`held`: whether each
   * group's market is locked): all locked in user_id order.
   */
  players: (tx: Queryable, held: readonly boolean[]) => Promise<readonly number[]>;
  /** After every group's write: stores what they staged (every market's rows in one statement). */
  store: (tx: Queryable) => Promise<void>;
  /** After the commit: what each player's `account` topic is told beside the balance. */
  notify?: () => ReadonlyMap<number, AccountParts>;
}

/**
 * The write path of a batch (writes that queued while the process's orders were busy): ONE
 * transaction locks each group's market in turn, then every player the batch may change in
 * user_id order, answers the entries whose key has a stored reply with it, runs each group's
 * write (each entry refused or planned on its own, in arrival order; a later group sees what
 * the earlier planned), stores what they planned in one go (`store`), then every written
 * entry's reply. Replies in the groups' order of
 * entries; DEFERRED for the entries of a group whose market was not locked (nothing of theirs
 * read or written). A key sent twice in one batch: the repeat runs after the commit, and finds
 * the first's reply.
 */
export async function writeMoneyBatch<M, E extends BatchEntry, T>(
  deps: WritePathDeps,
  b: MoneyBatch<M, E, T>,
): Promise<(BatchReply<T> | Deferred)[]> {
  const all = b.groups.flatMap((g) => g.entries);
  const groupOf = b.groups.flatMap((g, n) => g.entries.map(() => n));
  const seen = new Set<string>();
  const repeats = new Set<number>();
  const idems = all.map((e) => idempotentRequest(b.call, e.idempotencyKey, e.request));
  idems.forEach((idem, i) => {
    const id = idem && `${all[i]?.userId}:${idem.key}`;
    if (id && seen.has(id)) repeats.add(i);
    else if (id) seen.add(id);
  });
  const firsts = all.map((e, i) => (repeats.has(i) ? null : e));
  const replies = await onePath(deps, b, async (tx, lock) => {
    const replies: (BatchReply<T> | Deferred)[] = [];
    const markets = await b.lockMarkets(tx);
    const held = b.groups.map((_, n) => markets[n] !== DEFERRED);
    if (!held.some(Boolean)) return { out: all.map((): Deferred => DEFERRED), wrote: false };
    const heldFirsts = firsts.map((e, i) => (held[groupOf[i] ?? -1] ? e : null));
    const ids = [
      ...heldFirsts.flatMap((e) => (e ? [e.userId] : [])),
      ...(await b.players(tx, held)),
    ];
    const locked = await lock(ids);
    const stored = await findStoredReplies<WriteReply<T>>(tx, heldFirsts, idems);
    const entries = heldFirsts.map((e, i) => (e && stored[i] === undefined ? e : null));
    const staged: (() => readonly (WriteReply<T> | null)[])[] = [];
    let from = 0;
    for (const [n, g] of b.groups.entries()) {
      const mine = entries.slice(from, from + g.entries.length);
      from += g.entries.length;
      const market = markets[n] as M | Deferred;
      if (mine.length === 0) continue;
      if (market === DEFERRED) staged.push(() => mine.map(() => null));
      else staged.push(await g.write({ tx, market, players: locked, entries: mine }));
    }
    await b.store(tx);
    const written = staged.flatMap((replies) => replies());
    const toStore: { userId: number; idem: IdempotentRequest | null; reply: unknown }[] = [];
    firsts.forEach((e, i) => {
      const earlier = stored[i];
      const reply = written[i];
      if (!e) return;
      if (!held[groupOf[i] ?? -1]) replies[i] = DEFERRED;
      else if (earlier !== undefined) replies[i] = earlier;
      else if (reply) {
        replies[i] = reply;
        if (reply.status === 0) toStore.push({ userId: e.userId, idem: idems[i] ?? null, reply });
      } else replies[i] = { error: new Error('a batch entry was not answered') };
    });
    await storeReplies(tx, toStore);
    return { out: replies, wrote: toStore.length > 0 };
  });
  // (none placed: every market was busy, and the repeats wait with their firsts)
  if (repeats.size > 0 && replies.some((r) => r !== DEFERRED)) {
    let from = 0;
    // every group again (its market is locked again), with only its repeats
    const groups = b.groups.map((g) => {
      const at = from;
      from += g.entries.length;
      return { ...g, entries: g.entries.filter((_, n) => repeats.has(at + n)) };
    });
    const again = await writeMoneyBatch(deps, { ...b, groups });
    [...repeats].forEach((i, n) => (replies[i] = again[n] as BatchReply<T> | Deferred));
  }
  return replies;
}
