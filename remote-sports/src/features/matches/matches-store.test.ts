import type { MatchListItem } from './api/get-dashboard';
import { normaliseMatch } from './api/get-dashboard';
import { priceKey, useMatchesStore } from './matches-store';

const item = (i: number, back0: number): MatchListItem =>
  normaliseMatch({ matchID: String(i), team1: `A${i}`, team2: `B${i}`, back0 });

describe('matches store, a tick shown in parts', () => {
  it('apply without prices keeps them; applyPrices changes only the matches given', () => {
    const { apply, applyPrices } = useMatchesStore.getState();
    apply([item(1, 1.5), item(2, 2.5)]);
    const before = useMatchesStore.getState();
    apply([item(1, 1.6), item(2, 2.6)], false);
    const kept = useMatchesStore.getState();
    expect(kept.cells).toBe(before.cells);
    expect(kept.meta).toBe(before.meta);
    expect(kept.ids).toBe(before.ids);
    applyPrices([item(2, 2.6)]);
    const { cells } = useMatchesStore.getState();
    expect(cells[priceKey('1', 'back0')]).toBe(1.5);
    expect(cells[priceKey('2', 'back0')]).toBe(2.6);
    applyPrices([item(2, 2.6)]);
    expect(useMatchesStore.getState().cells).toBe(cells);
  });
});

describe('matches store, the last visit list', () => {
  beforeEach(() =>
    useMatchesStore.setState({ ids: [], meta: {}, cells: {}, loaded: false, stale: false }),
  );

  it('restore shows a stored list as stale until a live apply confirms it', () => {
    const { restore, apply } = useMatchesStore.getState();
    restore([item(1, 1.5), item(2, 2.5)]);
    let state = useMatchesStore.getState();
    expect(state).toMatchObject({ ids: ['1', '2'], loaded: true, stale: true });
    expect(state.cells[priceKey('2', 'back0')]).toBe(2.5);
    apply([item(2, 2.7)]);
    state = useMatchesStore.getState();
    expect(state).toMatchObject({ ids: ['2'], stale: false });
    expect(state.cells[priceKey('2', 'back0')]).toBe(2.7);
  });

  it('restore never covers a live list', () => {
    const { restore, apply } = useMatchesStore.getState();
    apply([item(1, 1.5)]);
    restore([item(3, 9)]);
    expect(useMatchesStore.getState()).toMatchObject({ ids: ['1'], stale: false });
  });
});
