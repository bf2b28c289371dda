import { render, screen } from '@testing-library/react';
import { PriceCell } from './price-cell';

const cell = (price: number) => <PriceCell side="back" price={price} label="p" testId="cell" />;

describe('PriceCell flash', () => {
  const animate = jest.fn();
  const play = jest.fn();
  beforeEach(() => {
    // jsdom has no Web Animations
    HTMLElement.prototype.animate = animate.mockImplementation(() => ({ play, currentTime: 400 }));
  });
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    jest.clearAllMocks();
  });

  it('flashes on each price change, rewinding its one animation, without forcing a layout', () => {
    const layoutReads = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const { rerender } = render(cell(150));
    expect(animate).not.toHaveBeenCalled();
    rerender(cell(152));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(screen.getByTestId('cell'));
    expect(animate.mock.calls[0]).toEqual([
      [{ opacity: 1, offset: 0 }],
      expect.objectContaining({ pseudoElement: '::after', duration: 600 }),
    ]);
    const flash = animate.mock.results[0]?.value as { currentTime: number };
    rerender(cell(150));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(flash.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
    rerender(cell(150));
    expect(play).toHaveBeenCalledTimes(1);
    expect(layoutReads).not.toHaveBeenCalled();
    layoutReads.mockRestore();
  });

  it('still shows the new price where Web Animations are missing', () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    const { rerender } = render(cell(150));
    rerender(cell(152));
    expect(screen.getByTestId('cell').textContent).toBe('152');
  });
});
