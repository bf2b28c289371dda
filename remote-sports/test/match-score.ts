import type { MatchScore } from '../src/features/scoreboard/api/get-score';

/** For the tests: Bangladesh 87/3 in 12.4 overs of a T20 against India, with these last balls. */
export const matchScore = (lastBalls: string[]): MatchScore => ({
  matchId: '1001',
  teams: ['Bangladesh', 'India'],
  format: 'T20',
  state: 'inplay',
  toss: 'India won the toss and chose to bowl',
  tossInfo: { team: 'India', bat: false },
  outcome: null,
  innings: [
    {
      team: 'Bangladesh',
      runs: 87,
      wickets: 3,
      overs: '12.4',
      runRate: '6.87',
      extras: 4,
      fours: 9,
      sixes: 2,
      closed: false,
    },
  ],
  battingTeam: 'Bangladesh',
  overs: '12.4',
  currentRunRate: '6.87',
  target: null,
  runsNeeded: null,
  ballsLeft: null,
  requiredRunRate: null,
  lastBalls,
  status: 'India won the toss and chose to bowl',
  scoreLine: 'BAN 87/3 (12.4)',
  result: null,
});
