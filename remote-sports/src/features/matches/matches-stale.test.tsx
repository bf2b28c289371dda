import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { normaliseMatch, type MatchListItem } from './api/get-dashboard';
import { MatchesList } from './matches-list';
import { useMatchesStore } from './matches-store';

const item = (i: number, back0: number): MatchListItem =>
  normaliseMatch({
    matchID: String(i),
    eventId: String(32000000 + i),
    marketId: String(210000000 + i),
    team1: `A${i}`,
    team2: `B${i}`,
    date: '2030-01-01T10:00:00Z',
    back0,
  });

function renderList() {
  return render(
    <MemoryRouter initialEntries={['/matches']}>
      <Routes>
        <Route path="/matches" element={<MatchesList />} />
        <Route path="/sportGame/:matchId/:eventId/:marketId" element={<p>match page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the last visit list on /matches', () => {
  it('is marked updating and busy, and its prices do not open the match, until confirmed', () => {
    act(() => useMatchesStore.getState().restore([item(1, 1.5), item(2, 2.5)]));
    const view = renderList();
    expect(view.getByRole('status').textContent).toBe('Updating…');
    const section = view.container.querySelector('section.matches')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(view.getByTestId('price-1-back0').textContent).toBe('1.5');

    fireEvent.click(view.getByTestId('price-1-back0'));
    expect(view.queryByText('match page')).toBeNull();

    act(() => useMatchesStore.getState().apply([item(1, 1.6), item(2, 2.5)]));
    expect(view.queryByRole('status')).toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(view.getByTestId('price-1-back0').textContent).toBe('1.6');
    fireEvent.click(view.getByTestId('price-1-back0'));
    expect(view.getByText('match page')).toBeTruthy();
  });

  it('the match link itself still opens the match while updating', () => {
    act(() => useMatchesStore.getState().restore([item(1, 1.5)]));
    const view = renderList();
    fireEvent.click(view.getByText('A1 v B1'));
    expect(view.getByText('match page')).toBeTruthy();
  });

  it('a row opens in the app on a plain click, and a ctrl-click is left to the browser', () => {
    act(() => useMatchesStore.getState().apply([item(1, 1.5)]));
    const view = renderList();
    const link = view.getByText('A1 v B1').closest('a')!;
    expect(link.getAttribute('href')).toBe('/sportGame/1/32000001/210000001');
    const modified = fireEvent.click(link, { ctrlKey: true });
    expect(modified).toBe(true); // not prevented: the browser opens its new tab
    expect(view.queryByText('match page')).toBeNull();
    expect(fireEvent.click(link)).toBe(false);
    expect(view.getByText('match page')).toBeTruthy();
  });
});
