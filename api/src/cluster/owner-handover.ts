/**
 * Hands a request for a match-odds / toss market to the process that owns it (market-leases.ts),
 * so the owner's book in memory (modules/sports/exchange/book-memory.ts) serves every request of
 * its market: a preHandler of the order routes. A process that does not own the market looks up
 * the owner's hand-over address (market_owners.address) and sends it the request as it came (the
 * player's auth, Idempotency-Key and body); the owner's reply (status, body, headers) is returned
 * unchanged. The request runs here, on the database path that is always correct, when there is
 * no live owner or none reachable (this process then claims the market, which succeeds when the
 * owner's process is gone: a dead owner's address refuses the first call and is then not tried
 * for a second, so the next call takes the market over), the owner cannot be reached within
 * connectMs or answers that it no longer owns the market. A request sent whose reply is lost (the
 * owner died under it) runs here only with an Idempotency-Key (which replays the owner's stored
 * reply if it committed); without one it is a 503, as if the connection had broken. A handed-over
 * request (handover-listener.ts) is never handed over again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { MarketOwnership } from './market-leases';
import { refuse } from '../http/reply';
import {
  forward,
  HANDOVER_HEADER,
  NOT_OWNER_STATUS,
  type ForwardOutcome,
} from './handover-forward';
import { isHandedOver, notOwnerBody } from './handover-listener';

export interface HandoverOptions {
  db: Db;
  ownership: MarketOwnership;
  /** This process's owner id (its market_owners row). */
  ownerId: string;
  /** The shared secret a hand-over carries (API_INTERNAL_SECRET). */
  secret: string;
  /** The routes (their URLs) handed over; the hook lets every other route through. */
  paths: ReadonlySet<string>;
  /** The book market a request acts on; null: none (or not found), it runs here. */
  keyOf: (request: FastifyRequest) => Promise<string | null>;
  connectMs?: number;
  replyMs?: number;
  /** How long an owner's address is reused without reading it again. */
  cacheMs?: number;
}

/** What a process handed over and answered (tests, logs). */
export interface HandoverStats {
  /** Requests sent to an owner and answered by it. */
  sent: number;
  /** Hand-overs this process answered as the owner. */
  received: number;
  /** Hand-overs this process refused: it does not own the market. */
  refused: number;
  /** Requests of a market owned elsewhere that ran here (owner unreached, refused or lost). */
  fellBack: number;
}

// Request headers not passed on: the connection's own, and the body's (sent again as JSON).
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  HANDOVER_HEADER,
]);
// Reply headers not relayed: the hop's own (the reply is sent again here).
const NOT_RELAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  HANDOVER_HEADER,
]);

export const LOST_MESSAGE =
  'The request reached the process that serves this market and its reply was lost: look at your bets before you retry';

export class OwnerHandover {
  readonly stats: HandoverStats = { sent: 0, received: 0, refused: 0, fellBack: 0 };
  private readonly owners = new Map<string, { address: string; until: number }>();
  /** Addresses that could not be reached, until when they are not tried. */
  private readonly down = new Map<string, number>();
  private readonly connectMs: number;
  private readonly replyMs: number;
  private readonly cacheMs: number;

  constructor(private readonly opts: HandoverOptions) {
    this.connectMs = opts.connectMs ?? 250;
    this.replyMs = opts.replyMs ?? 60_000;
    this.cacheMs = opts.cacheMs ?? 1000;
  }

  /** The preHandler of the handed-over calls (after auth and validation). */
  readonly preHandler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!this.opts.paths.has(request.routeOptions.url ?? '')) return;
    // (a read that fails here leaves the request to its own path, which reports it)
    const key = await this.opts.keyOf(request).catch(() => null);
    if (key === null) return;
    if (isHandedOver(request.raw)) {
      if (this.opts.ownership.owns(key)) {
        this.stats.received += 1;
        return;
      }
      this.stats.refused += 1;
      await reply
        .code(NOT_OWNER_STATUS)
        .header(HANDOVER_HEADER, 'not-owner')
        .header('connection', 'close')
        .send(notOwnerBody('Not the owner of this market'));
      return;
    }
    if (this.opts.ownership.owns(key)) return;
    const address = await this.ownerAddress(key).catch(() => null);
    // no live owner (or none reachable): this process serves it, and takes it when it may
    if (address === null) {
      await this.opts.ownership.claim(key);
      return;
    }
    const outcome = await this.sendTo(
      key,
      address,
      request.url,
      this.headersOf(request),
      request.body ?? {},
    );
    await this.answer(request, reply, address, outcome);
  };

  /**
   * One hand-over to the owner at `address`, counted: answered (sent), or fallen back (the
   * owner's address read again next time; one that could not be reached not tried for a while).
   */
  private async sendTo(
    key: string,
    address: string,
    path: string,
    headers: Record<string, string | string[]>,
    body: unknown,
  ): Promise<ForwardOutcome> {
    const outcome = await forward({
      address,
      path,
      headers,
      body: JSON.stringify(body),
      connectMs: this.connectMs,
      replyMs: this.replyMs,
    });
    if (outcome.kind === 'reply') this.stats.sent += 1;
    else {
      this.owners.delete(key);
      this.stats.fellBack += 1;
      if (outcome.kind === 'unreached') this.down.set(address, Date.now() + this.cacheMs);
    }
    return outcome;
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    address: string,
    outcome: ForwardOutcome,
  ): Promise<void> {
    if (outcome.kind === 'reply') {
      reply.code(outcome.status);
      for (const [name, value] of Object.entries(outcome.headers))
        if (value !== undefined && !NOT_RELAYED.has(name)) reply.header(name, value);
      await reply.send(outcome.body);
      return;
    }
    if (outcome.kind === 'not-owner') return;
    request.log.warn({ address, error: outcome.error }, `Hand-over ${outcome.kind}`);
    if (outcome.kind === 'unreached') return;
    // lost: it may have run there; only a keyed request may run again (its stored reply)
    if (request.headers['idempotency-key'] !== undefined) return;
    await reply.code(503).header('retry-after', '1').send(refuse(LOST_MESSAGE, 'ORDER_REPLY_LOST'));
  }

  /**
   * A call of this process's own (the leader's settlement or lapse of a market; its path among
   * the listener's `systemPaths`) sent to the market's live owner when another process owns it:
   * the owner's outcome, or null when this process owns the market or no live owner is reachable
   * (the caller then runs it here; any outcome but a reply counts as fallen back too).
   */
  async sendToOwner(key: string, path: string, body: unknown): Promise<ForwardOutcome | null> {
    if (this.opts.ownership.owns(key)) return null;
    const address = await this.ownerAddress(key).catch(() => null);
    if (address === null) return null;
    const headers = { 'content-type': 'application/json', [HANDOVER_HEADER]: this.opts.secret };
    return this.sendTo(key, address, path, headers, body);
  }

  private headersOf(request: FastifyRequest): Record<string, string | string[]> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
    headers['content-type'] = 'application/json';
    headers[HANDOVER_HEADER] = this.opts.secret;
    return headers;
  }

  /** The live owner's hand-over address (another process's), or null: none, or unreachable. */
  private async ownerAddress(key: string): Promise<string | null> {
    const now = Date.now();
    const cached = this.owners.get(key);
    let address = cached && cached.until > now ? cached.address : null;
    if (address === null) {
      const [row] = await this.opts.db.query<{ address: string }>(
        `SELECT o.address FROM market_leases l JOIN market_owners o ON o.owner_id = l.owner_id
          WHERE l.market_key = $1 AND l.owner_id <> $2 AND o.address IS NOT NULL
            AND l.expires_at > clock_timestamp() AND o.expires_at > clock_timestamp()`,
        [key, this.opts.ownerId],
      );
      if (!row) return null;
      address = row.address;
      this.owners.set(key, { address, until: now + this.cacheMs });
    }
    return (this.down.get(address) ?? 0) > now ? null : address;
  }
}
