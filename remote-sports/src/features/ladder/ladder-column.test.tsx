import { act, fireEvent, render } from '@testing-library/react';
import type { RunnerDepth } from 'shared-api-types';
import { CENTRE_SLACK, LadderColumn, LONG_PRESS_MS, ROW_PX } from './ladder-column';
import { useLadderBooks } from './ladder-store';

const drawn: string[] = [];
// the real row, memoised as it is, noting each price it draws
jest.mock('./ladder-row', () => {
  const { memo } = jest.requireActual('react');
  const real = jest.requireActual('./ladder-row').LadderRow;
  return {
    LadderRow: memo((props: { priceText: string }) => {
      drawn.push(props.priceText);
      return real.type(props);
    }),
  };
});

const runner = (levels: RunnerDepth['levels'], lastTraded: string | null = null): RunnerDepth => ({
  lastTraded,
  traded: '0.00',
  levels,
});
const book = runner({ '1.50': ['5000.00', '0.00', '0.00'], '1.60': ['0.00', '4000.00', '0.00'] });
const place = jest.fn();
const cancel = jest.fn();
const edit = jest.fn();
const view = () =>
  render(
    <LadderColumn
      partKey="odds:s1"
      runnerName="India"
      mine={new Map([['lay|1.56', '200.00']])}
      place={place}
      cancel={cancel}
      edit={edit}
      hover={() => undefined}
    />,
  );

beforeEach(() => {
  drawn.length = 0;
  place.mockReset();
  cancel.mockReset();
  edit.mockReset();
  useLadderBooks.setState({ parts: { 'odds:s1': book } });
});

describe('the ladder column', () => {
  it('draws only the rows around the best prices, each price with its sizes and your orders', () => {
    const v = view();
    expect(new Set(drawn).size).toBeLessThan(30);
    expect(drawn).toEqual(expect.arrayContaining(['1.50', '1.55', '1.60']));
    const row = v.getByTestId('ladder-row-1.50');
    expect(row.querySelector('.ladder__back')?.textContent).toBe('5,000.00');
    expect(row.querySelector('.ladder__lay')?.textContent).toBe('');
    expect(v.getByTestId('ladder-row-1.56').querySelector('.ladder__mine-lay')?.textContent).toBe(
      '200.00',
    );
    expect(v.getByRole('button', { name: 'Back India at 1.50: 5,000.00 offered' })).toBeTruthy();
  });

  it('a change of one price draws that row alone', () => {
    view();
    drawn.length = 0;
    // the best prices stay where they are: the column does not move
    const next: RunnerDepth = {
      ...book,
      levels: { ...book.levels, '1.50': ['4000.00', '0.00', '0.00'] },
    };
    act(() => useLadderBooks.getState().setParts({ 'odds:s1': next }));
    expect(drawn).toEqual(['1.50']);
  });

  it('every price moving a tick: only the rows whose level changed draw, the column stays', () => {
    const v = view();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    const before = scroller.scrollTop;
    drawn.length = 0;
    // the best back 1.50 -> 1.51, the best lay 1.60 -> 1.61, a size behind each, traded at 1.56
    act(() =>
      useLadderBooks.getState().setParts({
        'odds:s1': runner({
          '1.47': ['10.00', '0.00', '0.00'],
          '1.51': ['5000.00', '0.00', '0.00'],
          '1.56': ['0.00', '0.00', '20.00'],
          '1.61': ['0.00', '4000.00', '0.00'],
          '1.62': ['0.00', '30.00', '0.00'],
        }),
      }),
    );
    expect([...drawn].sort()).toEqual(['1.47', '1.50', '1.51', '1.56', '1.60', '1.61', '1.62']);
    expect(scroller.scrollTop).toBe(before);
    expect(v.getByTestId('ladder-row-1.47').querySelector('.ladder__back')?.textContent).toBe(
      '10.00',
    );
  });

  it('follows the best prices once they leave the middle rows, centred on them again', () => {
    const v = view();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    const before = scroller.scrollTop;
    // 1.50 / 1.60 -> 1.44 / 1.54: the middle moves 6 rows down the column (higher rows are lower prices)
    act(() =>
      useLadderBooks.getState().setParts({
        'odds:s1': runner({
          '1.44': ['5000.00', '0.00', '0.00'],
          '1.54': ['0.00', '40.00', '0.00'],
        }),
      }),
    );
    expect(CENTRE_SLACK).toBeLessThan(6);
    expect(scroller.scrollTop).toBe(before + 6 * ROW_PX);
    expect(v.getByTestId('ladder-row-1.44')).toBeTruthy();
  });

  it('a tap places, a tap on your order cancels, a press the column scrolled under does nothing', () => {
    const v = view();
    const lay = v.getByRole('button', { name: 'Lay India at 1.55' });
    fireEvent.click(lay);
    expect(place).toHaveBeenCalledWith('lay', 155);
    fireEvent.click(v.getByRole('button', { name: /Cancel your lay of 200.00/ }));
    expect(cancel).toHaveBeenCalledWith('lay', 156);
    place.mockReset();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    fireEvent.pointerDown(scroller);
    scroller.scrollTop += 14;
    fireEvent.scroll(scroller);
    fireEvent.pointerUp(scroller);
    fireEvent.click(lay);
    expect(place).not.toHaveBeenCalled();
  });

  it('arrows move the cursor and B / L place at it', () => {
    const v = view();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    fireEvent.keyDown(scroller, { key: 'ArrowUp' });
    fireEvent.keyDown(scroller, { key: 'b' });
    fireEvent.keyDown(scroller, { key: 'L' });
    expect(place).toHaveBeenCalledTimes(2);
    const calls = place.mock.calls as [string, number][];
    expect(calls.map((c) => c[0])).toEqual(['back', 'lay']);
    expect(calls[0]?.[1]).toBe(calls[1]?.[1]);
    expect(v.container.querySelector('.ladder__row--cursor')).toBeTruthy();
  });

  it('a long press on your order opens its editor and its click cancels nothing', () => {
    jest.useFakeTimers();
    try {
      const v = view();
      const mine = v.getByRole('button', { name: /Cancel your lay of 200.00/ });
      fireEvent.pointerDown(mine, { button: 0, clientX: 5, clientY: 5 });
      act(() => jest.advanceTimersByTime(LONG_PRESS_MS - 50));
      expect(edit).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(edit).toHaveBeenCalledWith('lay', 156);
      fireEvent.pointerUp(mine);
      fireEvent.click(mine);
      expect(cancel).not.toHaveBeenCalled();
      // a short press is a tap: it cancels, no editor
      edit.mockReset();
      fireEvent.pointerDown(mine, { button: 0, clientX: 5, clientY: 5 });
      act(() => jest.advanceTimersByTime(100));
      fireEvent.pointerUp(mine);
      fireEvent.click(mine);
      act(() => jest.advanceTimersByTime(LONG_PRESS_MS));
      expect(cancel).toHaveBeenCalledWith('lay', 156);
      expect(edit).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('E or the context menu on your order opens its editor; E at the cursor too', () => {
    const v = view();
    const mine = v.getByRole('button', { name: /Cancel your lay of 200.00/ });
    fireEvent.contextMenu(mine);
    expect(edit).toHaveBeenCalledWith('lay', 156);
    edit.mockReset();
    fireEvent.keyDown(mine, { key: 'e' });
    expect(edit).toHaveBeenCalledWith('lay', 156);
    expect(cancel).not.toHaveBeenCalled();
    // the cursor on a price with no order of yours (from the middle, 1.55, up to 1.58): E does nothing
    edit.mockReset();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(scroller, { key: 'ArrowUp' });
    expect(v.getByTestId('ladder-row-1.58').className).toContain('ladder__row--cursor');
    fireEvent.keyDown(scroller, { key: 'E' });
    expect(edit).not.toHaveBeenCalled();
  });

  it('a price moving never moves the column under a finger that is down', () => {
    const v = view();
    const scroller = v.getByRole('group', { name: 'India: every price' });
    const before = scroller.scrollTop;
    const lay = v.getByRole('button', { name: 'Lay India at 1.55' });
    fireEvent.pointerDown(lay, { button: 0, clientX: 5, clientY: 5 });
    // the best prices jump far up the ladder while the finger is down
    const far = runner({ '3.00': ['100.00', '0.00', '0.00'], '3.10': ['0.00', '100.00', '0.00'] });
    act(() => useLadderBooks.getState().setParts({ 'odds:s1': far }));
    expect(scroller.scrollTop).toBe(before);
    fireEvent.pointerUp(lay);
    fireEvent.click(lay);
    expect(place).toHaveBeenCalledWith('lay', 155);
    // with the finger up, the next move of the prices centres the column on them again
    act(() =>
      useLadderBooks.getState().setParts({
        'odds:s1': runner({ '3.05': ['100.00', '0.00', '0.00'], '3.10': ['0.00', '1.00', '0.00'] }),
      }),
    );
    expect(scroller.scrollTop).toBeLessThan(before);
  });
});
