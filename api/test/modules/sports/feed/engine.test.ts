import fc from 'fast-check';
import { isValidTick } from 'shared-maths';
import { bookRates, exchangeLadder } from '../../../../src/modules/sports/feed/sim-match';
import type { MarketResult } from '../../../../src/modules/sports/feed/sim-types';
import { Simulator } from '../../../../src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../../../../src/modules/sports/feed-run/sim-feed-cache';
import { ballRng, drawToss, nextBall } from '../../../../src/modules/sports/feed/engine/bowl';
import {
  applyBall,
  replay,
  rulesOf,
  type Ball,
  type Cricket,
  type TeamIndex,
} from '../../../../src/modules/sports/feed/engine/cricket';
import { FORMATS, type Format } from '../../../../src/modules/sports/feed/engine/formats';
import {
  sessionCandidates,
  sessionValue,
  type SessionDef,
} from '../../../../src/modules/sports/feed/engine/sessions';
import { winChances } from '../../../../src/modules/sports/feed/engine/win-model';

const FORMAT_NAMES = Object.keys(FORMATS) as Format[];
const STRENGTH = [0.5, 0.5];

/** A whole match from a seed; `onBall` sees the state before and after each delivery. */
function playMatch(
  format: Format,
  seed: number,
  onBall: (before: Cricket, ball: Ball, after: Cricket) => void = () => undefined,
): Cricket {
  const c = replay(format, ['India', 'Bangladesh'], null, []);
  drawToss(c, seed);
  for (let n = 0; !c.result; n += 1) {
    if (n > 5000) throw new Error('match does not end');
    const before = replay(c.format, c.teams, c.toss, c.balls);
    const ball = nextBall(c, ballRng(seed, c.balls.length));
    applyBall(c, ball);
    onBall(before, ball, c);
  }
  return c;
}

/** The innings of each delivery's side and the teams, worked out from the record alone. */
function sideOf(c: Cricket, i: number): TeamIndex {
  const first: TeamIndex = c.toss!.bat ? c.toss!.winner : c.toss!.winner === 0 ? 1 : 0;
  return (i % 2 === 0 ? first : 1 - first) as TeamIndex;
}

/** A session's value computed straight from the ball record (independently of the engine). */
function valueFromRecord(c: Cricket, d: SessionDef): number {
  if (d.kind === 'fours' || d.kind === 'sixes') {
    const want = d.kind === 'fours' ? 4 : 6;
    return c.balls.filter((b) => b.r === want).length;
  }
  const inningsIndex = [0, 1].find((i) => sideOf(c, i) === d.team)!;
  let runs = 0;
  let legal = 0;
  for (const b of c.balls.filter((x) => x.i === inningsIndex)) {
    runs += b.r + b.x;
    if (b.k === 'ok') legal += 1;
    if (d.kind === 'fow' && b.w) return runs;
    if (d.kind === 'overs' && legal === d.overs * 6) return runs;
  }
  return runs;
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const formats = fc.constantFrom(...FORMAT_NAMES);

describe('cricket engine (properties over many seeds)', () => {
  it('innings within their overs and 10 wickets; totals are the sum of the balls; numbering is right', () => {
    fc.assert(
      fc.property(seeds, formats, (seed, format) => {
        const c = playMatch(format, seed);
        const rules = rulesOf(c);
        c.innings.forEach((inn, i) => {
          const balls = c.balls.filter((b) => b.i === i);
          expect(inn.legal).toBeLessThanOrEqual(rules.inningsOvers * 6);
          expect(inn.wickets).toBeLessThanOrEqual(10);
          expect(inn.runs).toBe(balls.reduce((a, b) => a + b.r + b.x, 0));
          expect(inn.wickets).toBe(balls.filter((b) => b.w).length);
          let legal = 0;
          for (const b of balls) {
            expect([b.o, b.b]).toEqual([Math.floor(legal / 6), legal % 6]);
            if (b.k === 'ok') legal += 1;
            else expect(b.x).toBe(1);
          }
          expect(legal).toBe(inn.legal);
        });
        if (rules.matchOvers > 0)
          expect(c.innings.reduce((a, s) => a + s.legal, 0)).toBeLessThanOrEqual(
            rules.matchOvers * 6,
          );
        expect(c.result).not.toBeNull();
      }),
      { numRuns: 120 },
    );
  });

  it('a chase ends on the ball that passes the target, with the winner by wickets', () => {
    fc.assert(
      fc.property(seeds, formats, (seed, format) => {
        const c = playMatch(format, seed);
        const last = c.innings[c.innings.length - 1]!;
        const index = c.innings.length - 1;
        if (index !== rulesOf(c).inningsPerSide * 2 - 1) return; // ended before the last innings
        const others = c.innings
          .filter((s) => s.team !== last.team)
          .reduce((a, s) => a + s.runs, 0);
        const own = c.innings.filter((s) => s.team === last.team).reduce((a, s) => a + s.runs, 0);
        const target = others - (own - last.runs) + 1;
        let runs = 0;
        const balls = c.balls.filter((b) => b.i === index);
        balls.forEach((b, k) => {
          runs += b.r + b.x;
          if (runs >= target) expect(k).toBe(balls.length - 1);
        });
        if (last.runs >= target) {
          expect(c.result!.winner).toBe(last.team);
          expect(c.result!.text).toMatch(/won by \d+ wickets?$/);
          // the same in fields a client words in its language
          expect(c.result!.how).toEqual({
            kind: 'won',
            team: c.teams[last.team],
            by: 'wickets',
            margin: 10 - last.wickets,
          });
        }
      }),
      { numRuns: 120 },
    );
  });

  // In a Test the side's chance is of not losing (win or draw): a quick collapse can make a
  // result likelier for the side ahead, as in a real timed match. The Test model is checked
  // within an innings only (a Test all out switches between two approximations, see docs).
  it('a wicket never raises the batting side’s chance', () => {
    fc.assert(
      fc.property(seeds, formats, (seed, format) => {
        playMatch(format, seed, (before, ball, after) => {
          if (!ball.w) return;
          if (format === 'Test' && after.innings[ball.i]!.closed) return;
          const bat = before.innings[ball.i]!.team;
          const chance = (x: { win: [number, number]; draw: number }) =>
            x.win[bat] + (format === 'Test' ? x.draw : 0);
          const ch = winChances(after, STRENGTH);
          // the same delivery without the wicket: as much time gone, the same runs
          const noWicket = winChances(
            replay(before.format, before.teams, before.toss, [
              ...before.balls,
              { ...ball, w: false },
            ]),
            STRENGTH,
          );
          if (ch && noWicket) expect(chance(ch)).toBeLessThanOrEqual(chance(noWicket) + 1e-9);
          // In a one-innings match a wicket also leaves the chance below where it was before the
          // ball. Not in a Test: the ball's time alone can raise the draw, which the side behind
          // plays for, by more than the wicket lowers it.
          if (ch && format !== 'Test')
            expect(chance(ch)).toBeLessThanOrEqual(chance(winChances(before, STRENGTH)!) + 1e-9);
          // a wicket that ends the match can only be the batting side's defeat or a draw
          // (a tie the chasing side wins on boundary count is the one exception)
          if (!ch && !after.result!.text.includes('tied'))
            expect(after.result?.winner).not.toBe(bat);
        });
      }),
      // a Test where time passing alone raised the chance of a draw (found by a random seed)
      { numRuns: 80, examples: [[553633263, 'Test']] },
    );
  });

  it('prices are on the Betfair ladder with the best back below the best lay', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const { back, lay } = exchangeLadder(p);
        for (const t of [...back, ...lay]) expect(t === 0 || isValidTick(t)).toBe(true);
        expect(back[0]).toBeLessThan(lay[0]);
        for (const k of [1, 2]) if (back[k] !== 0) expect(back[k]).toBeLessThan(back[k - 1]!);
        expect(lay[1]).toBeGreaterThan(lay[0]);
        const rates = bookRates(p);
        expect(rates.back[0]).toBeLessThan(rates.lay[0]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('live markets over many seeds', () => {
  it('every fancy session settles on the value computed from the ball record; odds on the result', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const results: MarketResult[] = [];
        const sim = new Simulator(
          {
            feed: new FeedJsonCache(),
            seed,
            matchCount: 8,
            firstId: 1001,
            now: () => new Date('2030-01-01T10:00:00Z'),
          },
          (r) => results.push(r),
        );
        for (let i = 0; i < 40; i += 1) sim.tick();
        const matches = [...sim.matches.values()];
        for (const m of matches) sim.endMatch(m);
        for (const m of matches) {
          for (const s of m.sessions) {
            const settled = results.filter(
              (r) => r.kind === 'session' && r.marketId === s.selectionId,
            );
            expect(settled).toHaveLength(1);
            expect(settled[0]).toMatchObject({ score: valueFromRecord(m.cricket, s.def!) });
          }
          const odds = results.find((r) => r.kind === 'odds' && r.matchId === m.matchId);
          const want = m.cricket.result!.winner;
          expect(odds).toMatchObject({
            winnerName: want === null ? 'The Draw' : m.cricket.teams[want],
          });
          // every candidate the record decides agrees with the independent computation
          for (const d of sessionCandidates(m.cricket))
            expect(sessionValue(m.cricket, d)).toBe(valueFromRecord(m.cricket, d));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('prices follow the state: on the ladder, back below lay, ball by ball', () => {
    const sim = new Simulator({
      feed: new FeedJsonCache(),
      seed: 7,
      matchCount: 12,
      firstId: 1,
      now: () => new Date(0),
    });
    for (let i = 0; i < 600; i += 1) {
      sim.tick();
      for (const m of sim.matches.values()) {
        if (m.state === 'completed') continue;
        for (const r of m.odds.runners) {
          for (const t of [...r.back, ...r.lay]) expect(t === 0 || isValidTick(t)).toBe(true);
          expect(r.back[0]).toBeLessThan(r.lay[0]);
        }
        const overround = m.odds.runners.reduce((a, r) => a + 100 / r.back[0], 0);
        expect(overround).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
