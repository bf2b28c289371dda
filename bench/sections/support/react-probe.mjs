// An in-page probe for the odds section, installed with page.addInitScript before React loads.
//
// Renders: a stub of React DevTools' global hook. Production react-dom calls
// hook.onCommitFiberRoot(rendererId, root) after every commit; the probe walks the committed tree
// the way React DevTools does (didFiberRender): a function, class, forwardRef or simple-memo
// component rendered in this commit when it was mounted or carries the PerformedWork flag (1),
// which React sets only when it actually called the component (a memo or bailout leaves it unset);
// a subtree whose child pointer did not change since the last commit was not visited by React and
// is skipped. A price cell is a rendered component whose first child is the element with class
// "price-cell" (the app's PriceCell, the floor's Cell).
//
// Cells changed: a MutationObserver counts, per DOM update batch, the distinct .price-cell elements
// whose text changed (class toggles such as the flash are not text and are not counted).
//
// Ladder rows (the trading ladder's LadderRow, whose first child is the element with class
// "ladder__row"): rendered again (an update), mounted (the column scrolled), and changed (distinct
// rows whose text changed in a DOM update batch), counted the same ways as the price cells.
//
// Ticks: poll replies seen by a PerformanceObserver('resource') (URL containing a pattern), stream
// updates of a topic (the page's WebSocket, wrapped), or the floor list's own tick counter. Long tasks: a PerformanceObserver('longtask'), over 50 ms.

/** Runs in the page (serialised by Playwright): no closure over module scope. */
export function installProbe() {
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const HOST_COMPONENT = 5;
  const PERFORMED_WORK = 1;
  const zeroed = () => ({
    commits: 0,
    components: 0,
    cells: 0,
    cellsChanged: 0,
    ladderRows: 0,
    ladderRowsMounted: 0,
    ladderRowsChanged: 0,
    polls: 0,
    updates: 0,
    longTasks: [],
  });
  const probe = zeroed();
  let pollPattern = null;
  let topicMark = null;
  let floorTicksAtReset = 0;
  const isCell = (fiber) => {
    const child = fiber.child;
    const cls = child && child.tag === HOST_COMPONENT ? child.memoizedProps?.className : null;
    return typeof cls === 'string' && cls.split(' ').includes('price-cell');
  };
  const isLadderRow = (fiber) => {
    const child = fiber.child;
    const cls = child && child.tag === HOST_COMPONENT ? child.memoizedProps?.className : null;
    return typeof cls === 'string' && cls.split(' ').includes('ladder__row');
  };
  const visit = (fiber, mounting) => {
    const prev = fiber.alternate;
    const mount = mounting || prev === null;
    if (COMPONENT_TAGS.has(fiber.tag) && (mount || (fiber.flags & PERFORMED_WORK) !== 0)) {
      probe.components += 1;
      if (isCell(fiber)) probe.cells += 1;
      if (isLadderRow(fiber)) {
        if (mount) probe.ladderRowsMounted += 1;
        else probe.ladderRows += 1;
      }
    }
    if (!mount && fiber.child === prev.child) return;
    for (let c = fiber.child; c; c = c.sibling) visit(c, mount);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(internals) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, internals);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      probe.commits += 1;
      visit(root.current, false);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const observer = new MutationObserver((records) => {
    const changed = new Set();
    const rows = new Set();
    for (const r of records) {
      const el = /** @type {Element | null} */ (
        r.target.nodeType === 1 ? r.target : r.target.parentElement
      );
      const cell = el?.closest('.price-cell');
      if (cell) changed.add(cell);
      const ladderRow = el?.closest('.ladder__row');
      if (ladderRow) rows.add(ladderRow);
    }
    probe.cellsChanged += changed.size;
    probe.ladderRowsChanged += rows.size;
  });
  const start = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // no longtask support: the trace still gives the longest task
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (pollPattern && e.name.includes(pollPattern)) probe.polls += 1;
  }).observe({ type: 'resource' });
  // a stream update of the topic (a text test: parsing every message would load the page)
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    /** @param {string | URL} url @param {string | string[]} [protocols] */
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (e) => {
        const text = typeof e.data === 'string' ? e.data : '';
        if (topicMark && text.includes('"type":"update"') && text.includes(topicMark))
          probe.updates += 1;
      });
    }
  };
  window.__benchProbe = {
    // ticks: poll replies and stream updates of the page, or the floor list's own ticks
    read: () => ({
      ...probe,
      ticks:
        pollPattern || topicMark
          ? probe.polls + probe.updates
          : (window.floorTicks ?? 0) - floorTicksAtReset,
      longTasks: [...probe.longTasks],
    }),
    reset: (tick) => {
      pollPattern = tick?.poll ?? null;
      topicMark = tick?.topic ? `"topic":"${tick.topic}` : null;
      floorTicksAtReset = window.floorTicks ?? 0;
      Object.assign(probe, zeroed());
    },
  };
}

/**
 * Zeroes the counters; ticks are then counted in the page, in step with the other counters.
 * @param {import('@playwright/test').Page} page
 * @param {{ poll: string, topic: string } | null} tick a tick is a poll reply whose URL contains
 *   `poll` or a stream update of a topic starting with `topic` (null: the floor's ticks)
 */
export const resetProbe = (page, tick) => page.evaluate((t) => window.__benchProbe.reset(t), tick);

/**
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ ticks: number, commits: number, components: number, cells: number, cellsChanged: number, ladderRows: number, ladderRowsMounted: number, ladderRowsChanged: number, longTasks: number[] }>}
 */
export const readProbe = (page) => page.evaluate(() => window.__benchProbe.read());
