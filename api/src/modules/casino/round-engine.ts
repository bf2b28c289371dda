import type { Db } from '../../db/types';
import { LiveBus } from '../../live/live-bus';
import type { CasinoConfig } from '../../config';
import { drawer, parseCard, roundDeck } from './games/cards';
import { gameByCode, GAMES } from './games/registry';
import { insertRound, latestRound, latestRounds, type RoundRow } from './round-store';
import { settleRound } from './settle-round';

/**
 * Runs the tables: open (betting, countdown) -> closed (cards dealt) -> result (settled) -> next
 * round. Transitions happen when due, on every read and on a background tick, and are each
 * guarded in SQL so several callers (or API processes) apply them once.
 */
/** What the casino module tells the live stream. */
export interface CasinoHooks {
  /** A table moved to another phase or round. */
  changed?: (tableCode: string) => void;
  /** A round settled: these players' money moved. */
  settled?: (userIds: number[], marketKey: string) => void;
}

export class CasinoEngine {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    readonly config: CasinoConfig,
    private readonly hooks: CasinoHooks = {},
    /** The players' account topics: a round's settlement tells them (the write path). */
    private readonly live: LiveBus = new LiveBus(),
  ) {}

  /** Applies every due transition of one table and returns its current round. */
  async advance(tableCode: string, now = new Date()): Promise<RoundRow> {
    for (let step = 0; step < 5; step++) {
      if (step > 0) this.hooks.changed?.(tableCode);
      const round = await latestRound(this.db, tableCode);
      if (!round || (round.status === 'result' && round.ends_at <= now)) {
        const { openMs, dealMs, resultMs } = this.config;
        await insertRound(this.db, tableCode, now, openMs, dealMs, resultMs);
      } else if (round.status === 'open' && round.closes_at <= now) {
        await this.close(round);
      } else if (round.status === 'closed' && round.result_at <= now) {
        await settleRound(
          { db: this.db, live: this.live },
          round.id,
          undefined,
          this.hooks.settled,
        );
      } else {
        return round;
      }
    }
    throw new Error(`Casino table ${tableCode} did not settle into a round`);
  }

  async advanceAll(now = new Date()): Promise<RoundRow[]> {
    const rounds = await latestRounds(this.db);
    const due = GAMES.filter((g) => {
      const r = rounds.find((x) => x.table_code === g.code);
      return (
        !r ||
        (r.status === 'open' && r.closes_at <= now) ||
        (r.status === 'closed' && r.result_at <= now) ||
        (r.status === 'result' && r.ends_at <= now)
      );
    });
    for (const game of due) await this.advance(game.code, now);
    return due.length > 0 ? latestRounds(this.db) : rounds;
  }

  /** Ends betting and deals: the cards come from a secure shuffle (forced ones first, tests only). */
  async close(round: RoundRow, forcedCards: readonly string[] = [], now?: Date): Promise<void> {
    const game = gameByCode(round.table_code);
    if (!game) throw new Error(`Unknown table ${round.table_code}`);
    const result = game.play(drawer(roundDeck(game.ranks, forcedCards.map(parseCard))));
    const t = now?.getTime();
    const { dealMs, resultMs } = this.config;
    await this.db.query(
      `UPDATE casino_rounds SET status = 'closed', hands = $2::jsonb, winner = $3, outcomes = $4::jsonb,
              closes_at = COALESCE($5, closes_at), result_at = COALESCE($6, result_at), ends_at = COALESCE($7, ends_at)
        WHERE id = $1 AND status = 'open'`,
      [
        round.id,
        JSON.stringify(result.hands),
        result.winner,
        JSON.stringify(result.outcomes),
        t === undefined ? null : new Date(t),
        t === undefined ? null : new Date(t + dealMs),
        t === undefined ? null : new Date(t + dealMs + resultMs),
      ],
    );
    this.hooks.changed?.(round.table_code);
  }

  /** Test control: close the open round now (optionally with forced cards). */
  async closeNow(tableCode: string, forcedCards: readonly string[] = []): Promise<RoundRow> {
    const round = await this.advance(tableCode);
    if (round.status === 'open') await this.close(round, forcedCards, new Date());
    return this.advance(tableCode);
  }

  /** Test control: close (if open) and settle the current round now; the next opens after resultMs. */
  async settleNow(tableCode: string, forcedCards: readonly string[] = []): Promise<RoundRow> {
    const round = await this.closeNow(tableCode, forcedCards);
    if (round.status === 'closed')
      await settleRound(
        { db: this.db, live: this.live },
        round.id,
        new Date(Date.now() + this.config.resultMs),
        this.hooks.settled,
      );
    this.hooks.changed?.(tableCode);
    return this.advance(tableCode);
  }

  /** Test control: end the result phase now and open the next round. */
  async nextRound(tableCode: string): Promise<RoundRow> {
    const round = await this.settleNow(tableCode);
    await this.db.query(
      `UPDATE casino_rounds SET ends_at = now() WHERE id = $1 AND status = 'result'`,
      [round.id],
    );
    return this.advance(tableCode, new Date(Date.now() + 1));
  }

  start(): void {
    if (this.config.tickMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.advanceAll()
        .then(() => undefined)
        .catch((err: unknown) => console.error('Casino tick failed', err))
        .finally(() => {
          this.running = null;
        });
    }, this.config.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
