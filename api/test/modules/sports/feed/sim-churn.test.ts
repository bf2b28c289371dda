import { isValidTick } from 'shared-maths';
import { Simulator } from '../../../../src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../../../../src/modules/sports/feed-run/sim-feed-cache';

const PRICES = ['back0', 'back1', 'back2', 'lay0', 'lay1', 'lay2'] as const;

const make = () =>
  new Simulator({
    feed: new FeedJsonCache(),
    seed: 42,
    matchCount: 50,
    firstId: 1001,
    now: () => new Date('2030-01-01T10:00:00Z'),
  });

describe('simulator churn (odds benchmark knob)', () => {
  it('changes every non-zero price of every match on each tick, and only the prices', () => {
    const sim = make();
    sim.churn = true;
    const before = sim.dashboard();
    const books = [...sim.matches.values()].map((m) => sim.bookOdds(m.eventId, m.marketId));
    sim.tick();
    const after = sim.dashboard();
    expect(after.map((d) => d.matchID)).toEqual(before.map((d) => d.matchID));
    after.forEach((d, i) => {
      const b = before[i]!;
      for (const f of PRICES) {
        if (b[f] === 0) expect(d[f]).toBe(0);
        else expect(d[f]).not.toBe(b[f]);
        expect(isValidTick(Math.round(d[f] * 100)) || d[f] === 0).toBe(true);
      }
      expect([d.oddsStatus, d.bookMakerStatus, d.sessionStatus, d.inPlay]).toEqual([
        b.oddsStatus,
        b.bookMakerStatus,
        b.sessionStatus,
        b.inPlay,
      ]);
    });
    [...sim.matches.values()].forEach((m, i) =>
      expect(sim.bookOdds(m.eventId, m.marketId)).not.toBe(books[i]),
    );
    // two ticks on, every price still differs from the start (a client that missed one sees it)
    sim.tick();
    sim.dashboard().forEach((d, i) => {
      for (const f of PRICES) if (before[i]![f] !== 0) expect(d[f]).not.toBe(before[i]![f]);
    });
    sim.tick();
    expect(sim.dashboard()).toEqual(before);
  });

  it('stops when switched off: the normal simulation resumes', () => {
    const sim = make();
    sim.churn = true;
    sim.tick();
    sim.churn = false;
    const m = [...sim.matches.values()].find((x) => x.state === 'inplay')!;
    m.ballIn = 3;
    sim.tick();
    expect(m.ballIn).toBe(2);
  });
});
