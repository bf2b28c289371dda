type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

describe('price flash with an IntersectionObserver', () => {
  let report: Callback = () => undefined;
  const observed: Element[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    observed.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: Callback) {
        report = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  it('lights only cells on screen, and stops tracking a forgotten cell', () => {
    jest.isolateModules(() => {
      const { flash, watchFlash, forgetFlash, FLASH_CLASS, FLASH_MS } = require('./price-flash');
      const [on, off] = [document.createElement('span'), document.createElement('span')];
      watchFlash(on);
      watchFlash(off);
      expect(observed).toEqual([on, off]);
      report([
        { target: on, isIntersecting: true },
        { target: off, isIntersecting: false },
      ]);
      flash(on);
      flash(off);
      expect(on.classList.contains(FLASH_CLASS)).toBe(true);
      expect(off.classList.contains(FLASH_CLASS)).toBe(false);
      jest.advanceTimersByTime(FLASH_MS);
      expect(on.classList.contains(FLASH_CLASS)).toBe(false);
      forgetFlash(on);
      flash(on);
      expect(on.classList.contains(FLASH_CLASS)).toBe(false);
    });
  });
});
