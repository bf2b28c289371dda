import { act, render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MatchListItem } from './api/get-dashboard';
import { MatchesList, MORE_ROWS, rowsOnScreen } from './matches-list';
import { useMatchesStore } from './matches-store';

const renders: string[] = [];
jest.mock('../../components/price-cell', () => ({
  // counts every render of a price cell (its parent connector only renders when its value changes)
  PriceCell: ({ testId, price }: { testId: string; price: number }) => {
    renders.push(testId);
    return <span data-testid={testId}>{price}</span>;
  },
}));

function matchItem(i: number, bump = 0): MatchListItem {
  return {
    back0: 1.5 + bump,
    back1: 0,
    back2: 2.5,
    lay0: 1.52,
    lay1: 0,
    lay2: 2.54,
    bookMakerStatus: 'OPEN',
    competition: 'T20 World Cup',
    date: '2030-01-01T10:00:00Z',
    eventId: String(32000000 + i),
    inPlay: i % 2 === 0,
    mType: 'cricket',
    marketId: `1.${i}`,
    marketType: 'MATCH_ODDS',
    match: `A${i} v B${i}`,
    matchID: String(1000 + i),
    oddsStatus: 'OPEN',
    sessionStatus: 'OPEN',
    sport: 'Cricket',
    sportID: 4,
    team1: `A${i}`,
    team2: `B${i}`,
    tvurl: '',
  };
}

// jsdom draws slowly: the batches of rows take seconds there
const ALL_ROWS = { timeout: 15_000 };

describe('match list rendering', () => {
  it('a tick that changes 3 prices of 50 matches re-renders only those 3 cells', async () => {
    const items = Array.from({ length: 50 }, (_, i) => matchItem(i));
    act(() => useMatchesStore.getState().apply(items));
    const durations: number[] = [];
    const view = render(
      <MemoryRouter>
        <Profiler id="matches" onRender={(_id, _phase, actual) => durations.push(actual)}>
          <MatchesList />
        </Profiler>
      </MemoryRouter>,
    );
    await waitFor(() => expect(view.getAllByTestId(/^match-/)).toHaveLength(50), ALL_ROWS);
    expect(renders).toHaveLength(300);

    renders.length = 0;
    durations.length = 0;
    const next = items.map((m) => ({ ...m }));
    next[3] = { ...next[3]!, back0: 1.6 };
    next[17] = { ...next[17]!, lay2: 2.6 };
    next[42] = { ...next[42]!, back2: 2.4 };
    act(() => useMatchesStore.getState().apply(next));
    expect(renders.sort()).toEqual(['price-1003-back0', 'price-1017-lay2', 'price-1042-back2']);
    expect(view.getByTestId('price-1017-lay2').textContent).toBe('2.6');
    console.log(
      `tick commit actualDuration (jsdom): ${durations.map((d) => d.toFixed(2)).join(', ')} ms`,
    );
    expect(durations).toHaveLength(1);

    // an identical tick renders nothing
    renders.length = 0;
    act(() => useMatchesStore.getState().apply(next.map((m) => ({ ...m }))));
    expect(renders).toEqual([]);
  });

  it('draws the rows on screen in the first commit, then a few more a task', async () => {
    act(() => useMatchesStore.getState().apply(Array.from({ length: 50 }, (_, i) => matchItem(i))));
    const rowsPerCommit: number[] = [];
    const view = render(
      <MemoryRouter>
        <Profiler
          id="matches"
          onRender={() => rowsPerCommit.push(document.querySelectorAll('.match-row').length)}
        >
          <MatchesList />
        </Profiler>
      </MemoryRouter>,
    );
    // jsdom's window is 768 px high: 7 phone rows of 124 px
    expect(rowsOnScreen()).toBe(7);
    expect(rowsPerCommit[0]).toBe(7);
    // a tick between two batches: the next commit still adds only a few rows
    await waitFor(() => expect(rowsPerCommit.at(-1)).toBeGreaterThan(7));
    act(() =>
      useMatchesStore.getState().apply(
        Array.from({ length: 50 }, (_, i) => matchItem(i, 0.01)),
        true,
      ),
    );
    await waitFor(() => expect(view.getAllByTestId(/^match-/)).toHaveLength(50), ALL_ROWS);
    const added = rowsPerCommit.slice(1).map((n, i) => n - rowsPerCommit[i]!);
    expect(Math.max(...added)).toBeLessThanOrEqual(MORE_ROWS);
  });

  it('fills missing prices with 0', async () => {
    const { normaliseMatch } = await import('./api/get-dashboard');
    expect(normaliseMatch({ matchID: '1', back0: 1.5 })).toMatchObject({
      back0: 1.5,
      back1: 0,
      lay2: 0,
      team1: '',
      inPlay: false,
    });
  });
});
