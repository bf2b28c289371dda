import { act, render, screen } from '@testing-library/react';
import { PriceCell } from './price-cell';
import { FLASH_CLASS, FLASH_MS } from './price-flash';

const cell = (price: number, testId = 'cell') => (
  <PriceCell side="back" price={price} label="p" testId={testId} />
);
const lit = (testId = 'cell'): boolean =>
  screen.getByTestId(testId).classList.contains(FLASH_CLASS);

describe('PriceCell flash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lights a changed price for FLASH_MS, without forcing a layout or an extra render', () => {
    const layoutReads = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const { rerender } = render(cell(150));
    expect(lit()).toBe(false);
    rerender(cell(152));
    expect(lit()).toBe(true);
    expect(screen.getByTestId('cell').textContent).toBe('152');
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(lit()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(lit()).toBe(false);
    rerender(cell(152));
    expect(lit()).toBe(false);
    expect(layoutReads).not.toHaveBeenCalled();
    layoutReads.mockRestore();
  });

  it('keeps a cell that changes again lit for FLASH_MS from its last change', () => {
    const { rerender } = render(cell(150));
    rerender(cell(151));
    act(() => jest.advanceTimersByTime(400));
    rerender(cell(152));
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(lit()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(lit()).toBe(false);
  });

  it('unlights every cell of one tick together', () => {
    const two = (a: number, b: number) => (
      <>
        {cell(a, 'a')}
        {cell(b, 'b')}
      </>
    );
    const { rerender } = render(two(1, 2));
    rerender(two(3, 4));
    expect([lit('a'), lit('b')]).toEqual([true, true]);
    act(() => jest.advanceTimersByTime(FLASH_MS));
    expect([lit('a'), lit('b')]).toEqual([false, false]);
  });
});

describe('PriceCell without a level', () => {
  it('is an empty, disabled cell, not "0", with no size', () => {
    render(
      <PriceCell side="lay" price={0} size={800} label="Lay India: no price" onClick={() => {}} />,
    );
    const button = screen.getByRole('button', { name: 'Lay India: no price' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe('');
    expect(button.classList.contains('price-cell--empty')).toBe(true);
  });

  it('is empty on a display-only row (/matches) too', () => {
    render(<PriceCell side="back" price={0} label="back1 0" testId="shown" />);
    expect(screen.getByTestId('shown').textContent).toBe('');
  });

  it('marks the price where the player has a waiting order', () => {
    render(<PriceCell side="back" price={1.4} label="Back India 1.4" mine onClick={() => {}} />);
    expect(screen.getByRole('button').classList.contains('price-cell--mine')).toBe(true);
  });
});
