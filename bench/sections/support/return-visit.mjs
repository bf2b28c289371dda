// Return visit of /matches and of a match page (issue 30 item 5): a phone (4x CPU, 150 ms round
// trip, 1.6 Mbps, set through the DevTools protocol, for the page and, on the second visit, for
// the service worker's own fetches), a first visit that installs the service
// worker and stores the list, then a second visit; each timed from the navigation's start to the
// frame showing the list (stored or live; on a match page its match odds market) and to the frame
// showing the first live price.
import { freshContext } from './browser.mjs';

const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** What shows the list and a live price on /matches, and on a match page (/sportGame/...). */
const SELECTORS = {
  matches: {
    list: '.match-row',
    live: 'section.matches[aria-busy="false"] .price-cell:not(.price-cell--empty)',
  },
  match: {
    list: '.market--odds .market__body',
    // the stored market is busy until the live book replaces it
    live: '.market--odds:not([aria-busy="true"]) .price-cell:not(.price-cell--empty)',
  },
};

/**
 * The phone's network for the host's service worker too: the page's CDP profile does not reach
 * the worker's own fetches (measured: 600 ms of latency on the page left the worker's at 20 ms),
 * so a network-first entry looked as cheap as a cached one. Each running worker of `hostUrl` is
 * attached through the browser's session (its own target) and given the same conditions.
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<number>} how many workers were throttled
 */
async function throttleServiceWorkers(browser, hostUrl) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter(
    (t) => t.type === 'service_worker' && t.url.startsWith(hostUrl),
  );
  let id = 0;
  /** @type {Map<number, () => void>} */
  const waiting = new Map();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message);
    waiting.get(reply.id)?.();
    waiting.delete(reply.id);
  });
  for (const worker of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', PHONE_NETWORK],
    ]) {
      const done = new Promise((resolve) => waiting.set(++id, () => resolve(undefined)));
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
      await done;
    }
  }
  return workers.length;
}

/** Init script: performance.now() of the frames that first show each selector. */
function armTimes({ list, live }) {
  const times = { list: null, live: null };
  window.__returnVisit = times;
  const check = () => {
    for (const [key, selector] of [
      ['list', list],
      ['live', live],
    ]) {
      if (times[key] === null && document.querySelector(selector)) {
        times[key] = -1;
        requestAnimationFrame(() => (times[key] = performance.now()));
      }
    }
    if (times.list !== null && times.live !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

async function timedVisit(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    () => (window.__returnVisit?.live ?? -1) > 0 && (window.__returnVisit?.list ?? -1) > 0,
    null,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const end = (name) =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).find(
        (e) => e.name.endsWith(name),
      )?.responseEnd ?? null;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    // where the time goes: the host's entry in, the sports manifest in, the first paint
    return {
      ...window.__returnVisit,
      mainJs: end('/main.js'),
      manifest: end('/mf-manifest.json'),
      fcp,
    };
  });
}

/**
 * One round in a fresh context: the first visit, then (service worker controlling, the list
 * stored) the second. Times in ms from each navigation's start. `forgetList`: the stored list is
 * removed before the second visit (the return visit as it was before the list was kept).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} [path] the page visited: /matches or a match page's /sportGame/...
 */
export async function returnVisitRound(
  browser,
  hostUrl,
  session,
  forgetList = false,
  path = '/matches',
) {
  const context = await freshContext(browser, hostUrl, session);
  try {
    await context.addInitScript(armTimes, SELECTORS[path === '/matches' ? 'matches' : 'match']);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await timedVisit(page, `${hostUrl}${path}`);
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForTimeout(1000);
    if (forgetList) await page.evaluate(() => localStorage.removeItem('lastMatchList'));
    const workersThrottled = await throttleServiceWorkers(browser, hostUrl);
    const second = await timedVisit(page, `${hostUrl}${path}`);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
    return { first, second, controlled, workersThrottled };
  } finally {
    await context.close();
  }
}
