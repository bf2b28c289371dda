import { act, render, screen } from '@testing-library/react';
import { getScore, peekScore } from './api/get-score';
import { Scoreboard } from './scoreboard';
import { matchScore as score } from '../../../test/match-score';

jest.mock('./api/get-score', () => ({ getScore: jest.fn(), peekScore: jest.fn() }));
const mocked = getScore as jest.MockedFunction<typeof getScore>;
const peeked = peekScore as jest.MockedFunction<typeof peekScore>;

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

  it('draws the score the start-up has already read in its first render, not on another match', async () => {
    peeked.mockImplementation((id) => (id === '1001' ? score(['4']) : null));
    mocked.mockReturnValue(new Promise(() => undefined));
    const { rerender } = render(<Scoreboard matchId="1001" />);
    expect(screen.getByTestId('score-team-0').textContent).toBe('87/3 (12.4)');
    expect(peeked).toHaveBeenCalledWith('1001');
    // another match: not the first one's score
    rerender(<Scoreboard matchId="1002" />);
    expect(screen.getByTestId('score-team-0').textContent).toBe('');
    peeked.mockReset();
  });
});
