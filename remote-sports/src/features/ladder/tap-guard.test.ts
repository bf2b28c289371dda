import { TapGuard } from './tap-guard';

describe('a tap after a scroll places nothing', () => {
  it('a still press is a tap', () => {
    const g = new TapGuard();
    g.press(10, 10, 500);
    g.move(13, 12);
    expect(g.pressing).toBe(true);
    g.release();
    expect(g.pressing).toBe(false);
    expect(g.isTap(503)).toBe(true);
  });

  it('a press that moved, under which the column scrolled, or that became a scroll is not', () => {
    const g = new TapGuard();
    g.press(10, 10, 0);
    g.move(10, 30);
    expect(g.pressing).toBe(false);
    expect(g.isTap(0)).toBe(false);
    g.press(10, 10, 500);
    expect(g.isTap(510)).toBe(false);
    g.press(10, 10, 500);
    g.cancel();
    expect(g.pressing).toBe(false);
    expect(g.isTap(500)).toBe(false);
    // the next still press is a tap again
    g.press(5, 5, 510);
    expect(g.isTap(510)).toBe(true);
  });

  it('a press that became a long press (the editor opened) is no tap', () => {
    const g = new TapGuard();
    g.press(10, 10, 0);
    g.consume();
    expect(g.pressing).toBe(false);
    g.release();
    expect(g.isTap(0)).toBe(false);
    g.press(10, 10, 0);
    expect(g.isTap(0)).toBe(true);
  });

  it('a click without a press (the keyboard) is a tap', () => {
    const g = new TapGuard();
    g.cancel();
    expect(g.isTap(1234)).toBe(true);
  });
});
