import { TapGuard } from './tap-guard';

describe('a tap after a scroll places nothing', () => {
  it('a still press is a tap', () => {
    const g = new TapGuard();
    g.press(10, 10);
    g.move(13, 12);
    g.release();
    expect(g.isTap()).toBe(true);
  });

  it('a press that moved or during which the column scrolled is not', () => {
    const g = new TapGuard();
    g.press(10, 10);
    g.move(10, 30);
    g.release();
    expect(g.isTap()).toBe(false);
    g.press(10, 10);
    expect(g.pressing).toBe(true);
    g.scroll();
    expect(g.pressing).toBe(false);
    g.release();
    expect(g.isTap()).toBe(false);
    // the next still press is a tap again
    g.press(5, 5);
    g.release();
    expect(g.isTap()).toBe(true);
  });

  it('a click without a press (the keyboard) is a tap; a scroll without a press changes nothing', () => {
    const g = new TapGuard();
    g.scroll();
    expect(g.isTap()).toBe(true);
  });
});
