import { isValidTick } from 'shared-maths';
import { Simulator } from '../../../../src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../../../../src/modules/sports/feed-run/sim-feed-cache';
import type { MarketResult } from '../../../../src/modules/sports/feed/sim-types';

const make = (seed = 42, results: MarketResult[] = []) =>
  new Simulator(
    {
      feed: new FeedJsonCache(),
      seed,
      matchCount: 12,
      firstId: 1001,
      now: () => new Date('2030-01-01T10:00:00Z'),
    },
    (r) => results.push(r),
  );

describe('simulator', () => {
  it('is repeatable for a seed', () => {
    const a = make();
    const b = make();
    for (let i = 0; i < 30; i += 1) {
      a.tick();
      b.tick();
    }
    expect(a.bookOdds('32001001', '210001001')).toBe(b.bookOdds('32001001', '210001001'));
    expect(JSON.stringify(a.dashboard())).toBe(JSON.stringify(b.dashboard()));
    expect(JSON.stringify(make(7).dashboard())).not.toBe(JSON.stringify(a.dashboard()));
  });

  it('seeds in-play and upcoming matches with 4-8 sessions and ladder prices', () => {
    const sim = make();
    const matches = [...sim.matches.values()];
    expect(matches.some((m) => m.state === 'inplay')).toBe(true);
    expect(matches.some((m) => m.state === 'upcoming')).toBe(true);
    for (const m of matches) {
      expect(m.sessions.length).toBeGreaterThanOrEqual(4);
      expect(m.sessions.length).toBeLessThanOrEqual(8);
      expect([2, 3]).toContain(m.odds.runners.length);
      for (const r of m.odds.runners)
        for (const p of [...r.back, ...r.lay]) expect(isValidTick(p)).toBe(true);
    }
  });

  it('moves prices, suspends / ball-runs, and caches JSON once per tick', () => {
    const sim = make();
    const m = [...sim.matches.values()].find((x) => x.state === 'inplay')!;
    const first = sim.bookOdds(m.eventId, m.marketId);
    expect(sim.bookOdds(m.eventId, m.marketId)).toBe(first); // same string object, not rebuilt
    const seen = new Set<string>();
    let changed = 0;
    for (let i = 0; i < 200; i += 1) {
      const before = sim.bookOdds(m.eventId, m.marketId);
      sim.tick();
      if (sim.bookOdds(m.eventId, m.marketId) !== before) changed += 1;
      for (const s of m.sessions) seen.add(s.status);
      seen.add(m.book.status);
    }
    expect(changed).toBeGreaterThan(100);
    expect(seen.has('BALL RUNNING')).toBe(true);
  });

  it('ends matches and reports a result for every market', () => {
    const results: MarketResult[] = [];
    const sim = make(42, results);
    const m = [...sim.matches.values()].find((x) => x.state === 'inplay')!;
    sim.endMatch(m);
    expect(m.state).toBe('completed');
    const kinds = results.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'odds')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'book')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'session')).toHaveLength(m.sessions.length);
    expect(sim.dashboard().map((d) => d.matchID)).not.toContain(m.matchId);
    expect(sim.matches.size).toBe(13);
  });
});

describe('simulator memory', () => {
  it('drops a finished match from the feed after KEEP_FINISHED_TICKS', () => {
    const sim = make();
    const m = [...sim.matches.values()].find((x) => x.state === 'inplay')!;
    sim.endMatch(m);
    for (let i = 0; i < 599; i += 1) sim.tick();
    expect(sim.matches.has(m.matchId)).toBe(true);
    sim.tick();
    expect(sim.matches.has(m.matchId)).toBe(false);
    expect(sim.bookOdds(m.eventId, m.marketId)).toBe('{"market":[{"events":[]}]}');
  });
});
