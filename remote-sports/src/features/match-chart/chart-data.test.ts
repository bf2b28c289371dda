import { ballOvers, chartData } from './chart-data';
import { history } from './history-fixture';

describe('chartData', () => {
  it("puts each runner's chance at the end of each over, across the innings", () => {
    const d = chartData(history());
    expect(d.chance[0]!.points).toEqual([
      { x: 0, y: 50 },
      { x: 1, y: 52.6 },
      { x: 2, y: 60 },
      { x: 3, y: 60 },
      { x: 3.5, y: 60 },
    ]);
    expect(d.chance[1]!.name).toBe('India');
    expect(d.matchOvers).toBe(3.5);
    expect(d.inningsOvers).toBe(2);
    expect(d.inningsStarts).toEqual([{ x: 2, team: 'India' }]);
  });

  it('marks each wicket at its ball, in the match and in its innings', () => {
    const d = chartData(history());
    expect(d.wickets).toEqual([
      { x: 1 + 4 / 6, inningsX: 1 + 4 / 6, innings: 0, score: 10, label: 'Bangladesh 10/1 (1.4)' },
      { x: 2 + (1 + 2 / 6), inningsX: 1 + 2 / 6, innings: 1, score: 11, label: 'India 11/1 (1.2)' },
    ]);
    expect(ballOvers('12.4')).toBeCloseTo(12 + 4 / 6);
  });

  it('gives the Manhattan runs per over and the worm the score by over from 0', () => {
    const d = chartData(history());
    expect(d.manhattan[0]!.bars).toEqual([
      { over: 1, runs: 8, wickets: 0 },
      { over: 2, runs: 4, wickets: 1 },
    ]);
    expect(d.worm[1]!.points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 6 },
      { x: 1.5, y: 13 },
    ]);
    expect([d.target, d.topScore, d.topOver]).toEqual([13, 13, 8]);
  });

  it('leaves a gap where a chance is unknown and draws nothing before the toss', () => {
    const h = history();
    h.start = {
      runners: [{ lastTraded: null, chance: null, volume: '0.00' }, h.start!.runners[1]!],
    };
    expect(chartData(h).chance[0]!.points[0]).toEqual({ x: 1, y: 52.6 });
    const empty = chartData({ ...h, start: null, innings: [], target: null });
    expect([empty.matchOvers, empty.chance[0]!.points, empty.wickets]).toEqual([0, [], []]);
  });
});
