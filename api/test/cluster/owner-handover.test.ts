/**
 * The hand-over to a market's owner (cluster/owner-handover.ts, handover-listener.ts) between two
 * Fastify apps in this process on loopback: the owner's reply relayed unchanged, and each case
 * where the request runs where it arrived (no owner, owner unreached, refused, lost with a key)
 * or is a 503 (lost without one). The database and the leases are stand-ins (unit test). An
 * owner's address is kept a second a market: each test uses markets of its own.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/types';
import { HANDOVER_HEADER, NOT_OWNER_STATUS } from '../../src/cluster/handover-forward';
import { listenForHandovers, type HandoverListener } from '../../src/cluster/handover-listener';
import type { MarketOwnership } from '../../src/cluster/market-leases';
import { LOST_MESSAGE, OwnerHandover } from '../../src/cluster/owner-handover';

const SECRET = 's'.repeat(32);
const PATHS = new Set(['/Player/PlaceBet']);

/** `claims`: the markets the process tried to claim. */
const ownership = (owns: () => boolean, claims: string[]): MarketOwnership => ({
  owns,
  claim: async (key) => {
    claims.push(key);
    return owns();
  },
  ownedElsewhere: async () => new Set(),
  onLost: () => undefined,
  stop: async () => undefined,
});

/** A db whose owner lookup answers `address` (null: no live owner). */
const dbAnswering = (address: () => string | null): Db =>
  ({
    kind: 'pg',
    query: async () => {
      const a = address();
      return a === null ? [] : [{ address: a }];
    },
  }) as unknown as Db;

interface Proc {
  app: FastifyInstance;
  listener: HandoverListener;
  handover: OwnerHandover;
  /** Requests its route ran, with the headers it saw. */
  ran: http.IncomingHttpHeaders[];
  claims: string[];
}

async function process_(
  name: string,
  owns: () => boolean,
  ownerAddress: () => string | null,
): Promise<Proc> {
  const app = Fastify();
  const ran: http.IncomingHttpHeaders[] = [];
  const claims: string[] = [];
  const listener = await listenForHandovers(app, {
    host: '127.0.0.1',
    port: 0,
    secret: SECRET,
    paths: PATHS,
  });
  const handover = new OwnerHandover({
    db: dbAnswering(ownerAddress),
    ownership: ownership(owns, claims),
    ownerId: name,
    secret: SECRET,
    paths: PATHS,
    keyOf: async (request) => ((request.body as { Key?: string }).Key ?? null) || null,
    connectMs: 200,
    replyMs: 2000,
  });
  app.addHook('preHandler', handover.preHandler);
  app.post('/Player/PlaceBet', async (request, reply) => {
    ran.push(request.headers);
    if ((request.body as { Slow?: boolean }).Slow) await new Promise((r) => setTimeout(r, 60_000));
    return reply
      .code(201)
      .header('x-served-by', name)
      .send({ status: 0, data: { by: name } });
  });
  await app.ready();
  return { app, listener, handover, ran, claims };
}

describe('hand-over to the owner', () => {
  const procs: Proc[] = [];
  let ownerOwns = true;
  let address: string | null = null;
  let owner: Proc;
  let other: Proc;
  beforeAll(async () => {
    owner = await process_(
      'owner',
      () => ownerOwns,
      () => null,
    );
    other = await process_(
      'other',
      () => false,
      () => address,
    );
    procs.push(owner, other);
  });
  afterAll(async () => {
    for (const p of procs) {
      await p.listener.close();
      await p.app.close();
    }
  });
  beforeEach(() => {
    ownerOwns = true;
    address = owner.listener.address;
    owner.ran.length = 0;
    other.ran.length = 0;
    other.claims.length = 0;
  });
  const place = (body: object, headers: Record<string, string> = {}) =>
    other.app.inject({
      method: 'POST',
      url: '/Player/PlaceBet',
      headers: { authorization: 'Bearer abc', 'idempotency-key': 'k-1', ...headers },
      payload: body,
    });

  it("relays the owner's reply unchanged, with the player's auth and key", async () => {
    const res = await place({ Key: 'm' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-served-by']).toBe('owner');
    expect(res.json()).toEqual({ status: 0, data: { by: 'owner' } });
    expect(owner.ran).toHaveLength(1);
    expect(other.ran).toHaveLength(0);
    expect(owner.ran[0]).toMatchObject({ authorization: 'Bearer abc', 'idempotency-key': 'k-1' });
    expect(owner.handover.stats.received).toBeGreaterThan(0);
  });

  it('runs here: a call of no book market, a market it owns or one with no live owner', async () => {
    expect((await place({})).json()).toEqual({ status: 0, data: { by: 'other' } });
    address = null;
    expect((await place({ Key: 'n' })).json()).toEqual({ status: 0, data: { by: 'other' } });
    expect(owner.ran).toHaveLength(0);
  });

  it("claims a market with no live owner (a dead owner's), not one whose owner answers", async () => {
    await place({ Key: 'c1' });
    expect(other.claims).toEqual([]);
    address = null;
    await place({ Key: 'c2' });
    expect(other.claims).toEqual(['c2']);
  });

  it('runs here when the owner says it no longer owns the market', async () => {
    ownerOwns = false;
    const before = owner.handover.stats.refused;
    expect((await place({ Key: 'm' })).json()).toEqual({ status: 0, data: { by: 'other' } });
    expect(owner.handover.stats.refused).toBe(before + 1);
    expect(owner.ran).toHaveLength(0);
  });

  it('runs here when the owner cannot be reached, and does not try it again at once', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    address = `127.0.0.1:${port}`;
    const fellBack = other.handover.stats.fellBack;
    expect((await place({ Key: 'm' })).json()).toEqual({ status: 0, data: { by: 'other' } });
    expect((await place({ Key: 'm' })).json()).toEqual({ status: 0, data: { by: 'other' } });
    expect(other.handover.stats.fellBack).toBe(fellBack + 1);
    // an address that is no host:port
    address = 'nowhere';
    expect((await place({ Key: 'x' })).json()).toEqual({ status: 0, data: { by: 'other' } });
  });

  it('a reply lost after the request was sent: runs here with a key, else 503', async () => {
    // an "owner" that reads the request and drops the connection
    const dropper = http.createServer((req) => req.on('end', () => req.socket.destroy()).resume());
    await new Promise<void>((r) => dropper.listen(0, '127.0.0.1', () => r()));
    address = `127.0.0.1:${(dropper.address() as AddressInfo).port}`;
    try {
      expect((await place({ Key: 'a' })).json()).toEqual({ status: 0, data: { by: 'other' } });
      const res = await other.app.inject({
        method: 'POST',
        url: '/Player/PlaceBet',
        headers: { authorization: 'Bearer abc' },
        payload: { Key: 'b' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 1,
        data: null,
        message: LOST_MESSAGE,
        code: 'ORDER_REPLY_LOST',
      });
      expect(other.ran).toHaveLength(1);
    } finally {
      await new Promise<void>((r) => dropper.close(() => r()));
    }
  });

  it('a request reset unread by the owner (it died, or closed the connection) runs here', async () => {
    // an "owner" whose kernel resets the connection without reading the request
    const resetter = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((r) => resetter.listen(0, '127.0.0.1', () => r()));
    address = `127.0.0.1:${(resetter.address() as AddressInfo).port}`;
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/Player/PlaceBet',
        headers: { authorization: 'Bearer abc' },
        payload: { Key: 'r' },
      });
      expect(res.json()).toEqual({ status: 0, data: { by: 'other' } });
    } finally {
      await new Promise<void>((r) => resetter.close(() => r()));
    }
  });

  it('the listener takes only hand-overs with the secret, of the handed-over calls', async () => {
    const post = (path: string, secret: string) =>
      new Promise<{ status: number; marker: unknown }>((resolve, reject) => {
        const req = http.request(
          `http://${owner.listener.address}${path}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', [HANDOVER_HEADER]: secret },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, marker: res.headers[HANDOVER_HEADER] });
          },
        );
        req.on('error', reject);
        req.end('{"Key":"m"}');
      });
    const refused = { status: NOT_OWNER_STATUS, marker: 'not-owner' };
    expect(await post('/Player/PlaceBet', 'wrong')).toEqual(refused);
    expect(await post('/Player/PlaceBet', `${SECRET}x`)).toEqual(refused);
    expect(await post('/health', SECRET)).toEqual(refused);
    expect(await post('/Player/PlaceBet', SECRET)).toEqual({ status: 201, marker: undefined });
    expect(owner.ran).toHaveLength(1);
  });

  it('a handed-over request is never handed over again', async () => {
    // the owner believes another process owns the market: a hand-over is refused, not passed on
    ownerOwns = false;
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `http://${owner.listener.address}/Player/PlaceBet`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HANDOVER_HEADER]: SECRET },
        },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{"Key":"m"}');
    });
    expect(res).toBe(NOT_OWNER_STATUS);
    expect(owner.ran).toHaveLength(0);
    expect(other.ran).toHaveLength(0);
  });

  it('a header marker on the public route does not skip the hand-over', async () => {
    const res = await place({ Key: 'z' }, { [HANDOVER_HEADER]: SECRET });
    expect(res.json()).toEqual({ status: 0, data: { by: 'owner' } });
  });
});
