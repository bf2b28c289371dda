import type { ApiProcess } from './api-process';
import {
  feedBet,
  readFeed,
  readTable,
  rememberRunners,
  type FeedMatch,
  type HttpPlayer,
} from './exchange-http';
import { envelope, type HttpReply } from './http-client';
import { lcg, randomCasinoBody, type CasinoTable } from './race-bets';

export interface AcceptedBet {
  user: string;
  kind: 'sports' | 'casino';
  betId: string;
  /** A sports order's waiting part, if any: its id is an order's, and no bet of it exists yet. */
  orderId?: string | null;
  matched?: string;
}

export interface StreamResult {
  accepted: AcceptedBet[];
  /** Matches and casino rounds whose settlement got an accepted reply. */
  settledMatches: string[];
  settledRounds: string[];
  /** Requests sent and not yet answered when the process was killed. */
  inFlight: number;
}

const TABLES = ['t20', 'dt2020', 'lucky7'];
const STAKES = ['100.00', '150.00', '200.00', '250.50'];
const WORKERS = 6;

/**
 * Streams bets (every sports kind and casino) from both players and settlements (a match, a
 * casino round) from WORKERS loops at once; after `killAfter` accepted bets it sends one more
 * burst of each without waiting, SIGKILLs the API a few ms later, and reports what was accepted.
 */
export async function streamUntilKilled(
  api: ApiProcess,
  players: readonly HttpPlayer[],
  runners: Map<string, string[]>,
  killAfter: number,
  seed: number,
): Promise<StreamResult> {
  const rnd = lcg(seed);
  const control = players[0]!;
  let feed: FeedMatch[] = await readFeed(control, api);
  rememberRunners(runners, feed);
  const tables: CasinoTable[] = await Promise.all(
    TABLES.map((c) => readTable(control, api.api, c)),
  );
  const result: StreamResult = { accepted: [], settledMatches: [], settledRounds: [], inFlight: 0 };
  let killing = false;
  let burst: Promise<unknown> = Promise.resolve();
  let n = 0;
  let pending = 0;

  const track = async (sent: Promise<HttpReply>): Promise<HttpReply> => {
    pending += 1;
    try {
      return await sent;
    } finally {
      pending -= 1;
    }
  };

  const settleMatch = async () => {
    const m = feed[rnd(feed.length)];
    if (!m) return;
    const res = await track(
      control.http.post(`${api.api}/__test/Sports/SettleMatch`, { MatchId: m.matchId }),
    );
    if (envelope(res).status !== 0) return;
    result.settledMatches.push(m.matchId);
    if (killing) return;
    feed = await readFeed(control, api);
    rememberRunners(runners, feed);
  };

  const nextRound = async () => {
    const i = rnd(tables.length);
    const table = tables[i]!;
    const res = await track(
      control.http.post(`${api.api}/__test/Casino/NextRound`, { TableCode: table.tableCode }),
    );
    const data = envelope<{ roundId: string }>(res);
    if (data.status !== 0) return;
    result.settledRounds.push(table.roundId);
    tables[i] = { ...table, roundId: data.data.roundId };
  };

  const bet = async () => {
    const p = players[rnd(players.length)]!;
    const stake = STAKES[rnd(STAKES.length)]!;
    const key = { 'idempotency-key': `crash-${seed}-${(n += 1)}` };
    let kind: AcceptedBet['kind'] = 'casino';
    let res: HttpReply;
    const sports = rnd(10) < 6 ? feedBet(feed, rnd, stake) : null;
    if (sports) {
      kind = 'sports';
      res = await track(p.http.post(`${api.api}/Player/PlaceBet`, sports, key));
    } else {
      res = await track(
        p.http.post(`${api.api}/Casino/PlaceBet`, randomCasinoBody(tables, rnd, stake), key),
      );
    }
    const reply = envelope<{ betId: string; orderId?: string | null; matched?: string }>(res);
    if (reply.status === 0) result.accepted.push({ user: p.name, kind, ...reply.data });
  };

  // One order nobody can take (a back at the ladder's top), so a wholly waiting order is always
  // among the accepted; under load a feed price can also move away before a bet, and it waits.
  // The first open match-odds runner that takes it (a market may suspend for a ball meanwhile).
  const waitingOrder = async () => {
    const p = players[0]!;
    const replies: unknown[] = [];
    for (const m of feed)
      for (const mk of m.markets.filter((x) => x.marketType === 'odds'))
        for (const ev of mk.events) {
          const body = {
            MatchId: m.matchId,
            EventId: m.eventId,
            MarketType: 'odds',
            MarketId: mk.marketId,
            SelectionId: ev.SelectionId,
            Side: 'back',
            Price: '1000.00',
            Stake: '100.00',
          };
          const key = { 'idempotency-key': `crash-${seed}-waiting-${replies.length}` };
          const reply = envelope<AcceptedBet>(
            await p.http.post(`${api.api}/Player/PlaceBet`, body, key),
          );
          if (reply.status === 0 && reply.data.matched === '0.00') {
            result.accepted.push({ ...reply.data, user: p.name, kind: 'sports' });
            return;
          }
          replies.push(reply);
        }
    throw new Error(`no order could be placed to wait: ${JSON.stringify(replies)}`);
  };

  const kill = async () => {
    killing = true;
    burst = Promise.allSettled([settleMatch(), nextRound(), bet(), bet(), bet(), bet()]);
    await new Promise((r) => setTimeout(r, 5 + rnd(25)));
    result.inFlight = pending;
    await api.kill();
  };

  const worker = async () => {
    while (!killing) {
      const pick = rnd(20);
      await (pick === 0 ? settleMatch() : pick === 1 ? nextRound() : bet());
      // The op count bounds the stream should bets stop being accepted.
      if ((result.accepted.length >= killAfter || n > 20 * killAfter) && !killing) await kill();
    }
  };
  await waitingOrder();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await burst;
  return result;
}
