import { act, render, screen } from '@testing-library/react';
import type { MatchScore } from './api/get-score';
import { getScore } from './api/get-score';
import { Scoreboard } from './scoreboard';

jest.mock('./api/get-score', () => ({ getScore: jest.fn() }));
const mocked = getScore as jest.MockedFunction<typeof getScore>;

const score = (lastBalls: string[]): MatchScore => ({
  matchId: '1001',
  teams: ['Bangladesh', 'India'],
  format: 'T20',
  state: 'inplay',
  toss: 'India won the toss and chose to bowl',
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

describe('Scoreboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('always draws 12 ball slots (no layout shift) and shows the score and the last balls', async () => {
    mocked.mockResolvedValue(score([]));
    render(<Scoreboard matchId="1001" />);
    expect(screen.getByTestId('score-balls').children).toHaveLength(12);
    await act(async () => undefined);
    expect(screen.getByTestId('score-team-0').textContent).toBe('87/3 (12.4)');
    mocked.mockResolvedValue(score(['1', '4', 'W', 'wd']));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    const chips = [...screen.getByTestId('score-balls').children].map((c) => c.textContent);
    expect(chips).toHaveLength(12);
    expect(chips.slice(-4)).toEqual(['1', '4', 'W', 'wd']);
    expect(chips.slice(0, 8).every((c) => c === '')).toBe(true);
  });
});
