// An in-page probe for the pixel section, installed with addInitScript: the bench names a price
// cell and the text it waits for; a MutationObserver notes the wall-clock time (timeOrigin +
// now, the clock Date.now() reads in Node on the same machine) when the cell shows that text
// (the DOM), and again after the next frame was drawn (the pixel: a task queued from
// requestAnimationFrame runs once that frame is painted; a change made in the frame's own
// requestAnimationFrame callbacks, by the next task); on the stream, also when the message
// carrying the price reached the page. Long tasks (over 50 ms) are kept to explain a slow sample.

/** Runs in the page (serialised by Playwright): no closure over module scope. */
export function installPixelProbe() {
  const clock = () => performance.timeOrigin + performance.now();
  /** Samples not shown yet: id -> the cell, its awaited text and how to report the times. */
  const waits = new Map();
  /** id -> a promise of { dom, pixel } (ms since the epoch). */
  const done = new Map();
  // inner: the element of the cell whose text is read (the ladder's rows: '.ladder__back')
  const shown = (testId, inner) => {
    const cell = document.querySelector(`[data-testid="${testId}"]`);
    const box = inner
      ? cell?.querySelector(inner)
      : (cell?.querySelector('.price-cell__price') ?? cell?.querySelector('.price-cell__box'));
    return box?.textContent ?? null;
  };
  const afterTask = (resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(clock());
    channel.port2.postMessage(null);
  };
  // The page's own requestAnimationFrame callbacks run in the frame's task, before its paint: a
  // change made by one of them (or by a microtask after it, as React's commit) is painted at the
  // end of that task, so the next task is its pixel (a frame requested then would be the next).
  const nativeFrame = window.requestAnimationFrame.bind(window);
  let inFrame = false;
  window.requestAnimationFrame = (cb) =>
    nativeFrame((t) => {
      inFrame = true;
      afterTask(() => (inFrame = false));
      cb(t);
    });
  const painted = () =>
    new Promise((resolve) =>
      inFrame ? afterTask(resolve) : nativeFrame(() => afterTask(resolve)),
    );
  const check = () => {
    for (const [id, w] of waits) {
      const now = shown(w.testId, w.inner);
      if (w.text === null ? now === w.from : now !== w.text) continue;
      waits.delete(id);
      const dom = clock();
      void painted().then((pixel) => w.resolve({ arrival: w.arrival ?? null, dom, pixel }));
    }
  };
  // When the stream's message carrying the price is handed to the page (before the app's handler).
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    /** @param {string | URL} url @param {string | string[]} [protocols] */
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (e) => {
        for (const w of waits.values())
          if (w.arrival === undefined && w.text && String(e.data).includes(w.text))
            w.arrival = clock();
      });
    }
  };
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries())
      longTasks.push({ start: performance.timeOrigin + t.startTime, ms: t.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  window.__pixelProbe = {
    /** From now on, waits for the cell to show text (null: to change); call before the change. */
    expect(id, testId, text, inner) {
      const from = shown(testId, inner);
      done.set(id, new Promise((resolve) => waits.set(id, { testId, inner, text, from, resolve })));
    },
    /** The sample's times, or null when the text did not show within ms. */
    wait(id, ms) {
      return Promise.race([done.get(id), new Promise((r) => setTimeout(() => r(null), ms))]);
    },
    shown,
    longTasks: () => longTasks.splice(0),
  };
}
