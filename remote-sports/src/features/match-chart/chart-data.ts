import type { MatchHistory, OverPoint } from 'shared-api-types';

export type { MatchHistory };

/** x in overs (12.4 overs = 12 + 4/6), y in the view's unit. */
export interface Point {
  x: number;
  y: number;
}

export interface Wicket {
  /** Overs into the match (chance view) and into its innings (worm). */
  x: number;
  inningsX: number;
  innings: number;
  /** The score when it fell. */
  score: number;
  /** "BAN 87/4 (12.4)". */
  label: string;
}

export interface ChartData {
  /** Overs bowled in the match so far (the chance view's x range). */
  matchOvers: number;
  /** The longest innings so far, in overs (the Manhattan's and the worm's x range). */
  inningsOvers: number;
  /** Each runner's chance (%) by match overs; a gap (no point) where it is unknown. */
  chance: { name: string; points: Point[] }[];
  /** Where each innings after the first starts, in match overs. */
  inningsStarts: { x: number; team: string }[];
  wickets: Wicket[];
  /** Runs per over of each innings. */
  manhattan: { team: string; bars: { over: number; runs: number; wickets: number }[] }[];
  /** Each innings' score by over, from 0. */
  worm: { team: string; points: Point[] }[];
  target: number | null;
  /** The highest score and the most runs in an over (the views' y ranges). */
  topScore: number;
  topOver: number;
}

/** Overs of an over entry's end: a complete 13th over is 13, 4 balls into it 12 + 4/6. */
const endOf = (o: OverPoint): number => o.over - 1 + o.balls / 6;

/** "12.4" (the 4th ball of the 13th over) as overs: 12 + 4/6. */
export const ballOvers = (ball: string): number => {
  const [over = '0', b = '0'] = ball.split('.');
  return Number(over) + Number(b) / 6;
};

/** The history call's series as the chart's views draw them. */
export function chartData(h: MatchHistory): ChartData {
  const chance = h.runners.map((r) => ({ name: r.name, points: [] as Point[] }));
  const add = (x: number, ys: (number | null)[]) =>
    ys.forEach((y, i) => {
      if (y !== null) chance[i]?.points.push({ x, y });
    });
  if (h.start)
    add(
      0,
      h.start.runners.map((r) => r.chance),
    );
  const wickets: Wicket[] = [];
  const inningsStarts: ChartData['inningsStarts'] = [];
  let offset = 0;
  let inningsOvers = 0;
  let topScore = h.target ?? 0;
  let topOver = 0;
  h.innings.forEach((inn, k) => {
    if (k > 0) inningsStarts.push({ x: offset, team: inn.team });
    for (const o of inn.overs) {
      add(
        offset + endOf(o),
        o.runners.map((r) => r.chance),
      );
      for (const f of o.falls) {
        const x = ballOvers(f.ball);
        wickets.push({
          x: offset + x,
          inningsX: x,
          innings: k,
          score: f.score,
          label: `${inn.team} ${f.score}/${f.wicket} (${f.ball})`,
        });
      }
      topOver = Math.max(topOver, o.runs);
      topScore = Math.max(topScore, o.score);
    }
    const last = inn.overs[inn.overs.length - 1];
    const length = last ? endOf(last) : 0;
    inningsOvers = Math.max(inningsOvers, length);
    offset += length;
  });
  return {
    matchOvers: offset,
    inningsOvers,
    chance,
    inningsStarts,
    wickets,
    manhattan: h.innings.map((inn) => ({
      team: inn.team,
      bars: inn.overs.map((o) => ({ over: o.over, runs: o.runs, wickets: o.falls.length })),
    })),
    worm: h.innings.map((inn) => ({
      team: inn.team,
      points: [{ x: 0, y: 0 }, ...inn.overs.map((o) => ({ x: endOf(o), y: o.score }))],
    })),
    target: h.target,
    topScore,
    topOver,
  };
}
