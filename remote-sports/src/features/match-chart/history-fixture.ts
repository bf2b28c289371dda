import type { MatchHistory, OverPoint } from 'shared-api-types';

const runner = (chance: number | null, volume = '0.00', lastTraded: string | null = null) => ({
  lastTraded,
  chance,
  volume,
});

export const over = (
  n: number,
  runs: number,
  score: number,
  wickets: number,
  extra: Partial<OverPoint> = {},
): OverPoint => ({
  over: n,
  balls: 6,
  runs,
  score,
  wickets,
  falls: [],
  runners: [runner(60), runner(40)],
  ...extra,
});

/** A T20 in its chase: two overs of the first innings (a wicket at 1.4), one and a half of the second. */
export function history(): MatchHistory {
  return {
    matchId: '1004',
    teams: ['Bangladesh', 'India'],
    format: 'T20',
    state: 'inplay',
    runners: [
      { selectionId: '1', name: 'Bangladesh' },
      { selectionId: '2', name: 'India' },
    ],
    start: { runners: [runner(50), runner(50)] },
    innings: [
      {
        team: 'Bangladesh',
        closed: true,
        overs: [
          over(1, 8, 8, 0, { runners: [runner(52.6, '300.00', '1.90'), runner(47.4)] }),
          over(2, 4, 12, 1, { falls: [{ ball: '1.4', score: 10, wicket: 1 }] }),
        ],
      },
      {
        team: 'India',
        closed: false,
        overs: [
          over(1, 6, 6, 0),
          over(2, 7, 13, 1, { balls: 3, falls: [{ ball: '1.2', score: 11, wicket: 1 }] }),
        ],
      },
    ],
    traded: [
      { selectionId: '1', prices: [{ price: '1.90', volume: '300.00' }] },
      { selectionId: '2', prices: [] },
    ],
    target: 13,
    matched: '300.00',
    result: null,
  };
}
