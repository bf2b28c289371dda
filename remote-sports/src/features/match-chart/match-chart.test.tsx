import { act, fireEvent, render, screen } from '@testing-library/react';
import { getMatchHistory } from './api/get-match-history';
import { history, over } from './history-fixture';
import english from './locales/en.json';
import hindi from './locales/hi.json';
import MatchChart from './match-chart';
import { useOddsStore } from '../../lib/odds/odds-store';

jest.mock('./api/get-match-history', () => ({ getMatchHistory: jest.fn() }));
const mocked = getMatchHistory as jest.MockedFunction<typeof getMatchHistory>;

describe('MatchChart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the chance by over with the wickets marked, and grows with the next read', async () => {
    mocked.mockResolvedValue(history());
    const { container } = render(<MatchChart matchId="1004" eventId="" />);
    await act(async () => undefined);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Win chance by over. Now: Bangladesh 60%, India 40% 2 wickets marked',
    );
    expect(screen.getAllByTestId('wicket-mark')).toHaveLength(2);
    const before = container.querySelector('path.match-chart__c0')!.getAttribute('d');

    const next = history();
    next.innings[1]!.overs[1] = over(2, 9, 15, 2, {
      falls: [
        { ball: '1.2', score: 11, wicket: 1 },
        { ball: '1.6', score: 15, wicket: 2 },
      ],
      runners: [
        { lastTraded: null, chance: 75, volume: '0.00' },
        { lastTraded: null, chance: 25, volume: '0.00' },
      ],
    });
    mocked.mockResolvedValue(next);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getAllByTestId('wicket-mark')).toHaveLength(3);
    expect(container.querySelector('path.match-chart__c0')!.getAttribute('d')).not.toBe(before);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Bangladesh 75%');
  });

  it('switches to the Manhattan and the worm with the target, and to a table', async () => {
    mocked.mockResolvedValue(history());
    const { container } = render(<MatchChart matchId="1004" eventId="" />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Runs per over' }));
    expect(container.querySelectorAll('.match-chart__bar rect')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Worm' }));
    expect(container.querySelector('.match-chart__target')).not.toBeNull();
    expect(screen.getByText('Target 13')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'The match by over' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(4);
    expect([...rows[3]!.children].map((c) => c.textContent)).toEqual([
      'India',
      '1.3',
      '7',
      '13/1',
      '11/1 (1.2)',
      '60%',
      '40%',
      '0.00',
      '0.00',
    ]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says the Match Odds market's matched total, the one the market's header shows", async () => {
    useOddsStore.setState({
      markets: {
        odds: {
          type: 'odds',
          marketId: 'k1',
          name: 'Match Odds',
          status: 'OPEN',
          runnerIds: ['1', '2'],
        },
      },
      cells: { 'odds:1:TotalMatched': 2000.5, 'odds:2:TotalMatched': 324.28 },
    });
    // before the toss the history has no trades yet
    mocked.mockResolvedValue({ ...history(), matched: '0.00' });
    render(<MatchChart matchId="1004" eventId="" />);
    await act(async () => undefined);
    expect(screen.getByText('Matched 2,324.78 Coins')).toBeTruthy();
    useOddsStore.setState({ markets: {}, cells: {} });
  });

  it('says when there is nothing to draw yet', async () => {
    mocked.mockResolvedValue({ ...history(), start: null, innings: [], target: null });
    render(<MatchChart matchId="1004" eventId="" />);
    await act(async () => undefined);
    expect(screen.getByText('The chart starts with the toss.')).toBeTruthy();
  });
});

test('the chart texts have the same keys and placeholders in Hindi', () => {
  const marks = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  for (const [key, text] of Object.entries(english))
    expect([key, marks(hindi[key as keyof typeof hindi])]).toEqual([key, marks(text)]);
});
