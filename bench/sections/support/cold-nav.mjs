// Cold navigation: from the logged-in shell (/dashboard, fresh context, nothing of the remote
// loaded), click a menu link and time click -> the page's content visible, counting the requests.

/**
 * Runs in the page before the click: resolves with the click time, the time the content selector
 * first matched (MutationObserver) and the start of the next frame after it (requestAnimationFrame,
 * the frame that shows it), all on performance.now().
 */
function armTimer(selector) {
  window.__coldNav = new Promise((resolve) => {
    let clickAt = null;
    addEventListener('click', (e) => (clickAt = e.timeStamp), { capture: true, once: true });
    const check = () => {
      if (clickAt === null || !document.querySelector(selector)) return;
      observer.disconnect();
      const foundAt = performance.now();
      requestAnimationFrame(() => resolve({ clickAt, foundAt, frameAt: performance.now() }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * @param {import('@playwright/test').BrowserContext} context fresh, logged in
 * @param {string} hostUrl
 * @param {string} link the menu link's href, e.g. /matches
 * @param {string} content selector of the page's content
 */
export async function coldNavigation(context, hostUrl, link, content) {
  const page = await context.newPage();
  await page.goto(`${hostUrl}/dashboard`);
  const menu = page.locator('nav[aria-label="Main menu"]');
  await menu.waitFor();
  await page.locator('#dashboard-title').waitFor();
  await page.waitForLoadState('networkidle');
  const originsBefore = await page.evaluate(() => [
    ...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin)),
  ]);
  await page.evaluate(armTimer, content);
  await menu.locator(`a[href="${link}"]`).click();
  const t = await page.evaluate(() => window.__coldNav);
  await page.waitForTimeout(300); // requests started before the content are reported on their end
  const requests = await page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= from && e.startTime <= to)
        .map((e) => e.name),
    { from: t.clickAt, to: t.frameAt },
  );
  await page.close();
  return { ms: t.frameAt - t.clickAt, domMs: t.foundAt - t.clickAt, requests, originsBefore };
}
