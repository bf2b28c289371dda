// The live engine's cost per ball with 50 matches, in one process, no I/O: every match starts,
// a ball is bowled on every match each tick (ball ticks = 1), finished matches are replaced and
// started. The time covers the ball, the win model, the prices, the fancy lines, settlement
// reports and the feed JSON of each match. Prints one JSON line.
// Run: api/node_modules/.bin/tsx bench/engine/engine-cost.ts [ticks]
import { Simulator } from '../../api/src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../../api/src/modules/sports/feed-run/sim-feed-cache';

const MATCHES = 50;
const ticks = Number(process.argv[2] ?? 2000);

const sim = new Simulator(
  {
    feed: new FeedJsonCache(),
    seed: 42,
    matchCount: MATCHES,
    firstId: 1,
    ballTicks: 1,
    now: () => new Date(0),
  },
  () => undefined,
);
const startAll = (): void => {
  for (const m of sim.matches.values()) if (m.state === 'upcoming') sim.bowlNow(m, 0);
};
startAll();
for (let i = 0; i < 200; i += 1) sim.tick(); // warm up
sim.takeBalls();
let balls = 0;
let ms = 0;
let cpuUs = 0;
for (let i = 0; i < ticks; i += 1) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  sim.tick();
  const c1 = process.cpuUsage(c0);
  ms += performance.now() - t0;
  cpuUs += c1.user + c1.system;
  balls += sim.takeBalls().length;
  startAll();
}
// CPU time (not wall time) per ball: on a shared machine the wall clock counts other processes.
console.log(
  JSON.stringify({
    matches: MATCHES,
    ticks,
    balls,
    ms,
    usPerBall: cpuUs / balls,
    wallUsPerBall: (ms * 1000) / balls,
  }),
);
