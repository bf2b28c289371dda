// Issue 17 item 4, first load: the runtime config comes inside the HTML (no /config.json round
// trip), the route's remote manifest is preloaded from the first response, its first API read
// goes out beside its code, /login's form is in its HTML, and a match page loads without moving
// what the player already sees.
import { expect, test, type Page } from '@playwright/test';
import { waitForReactDrawing } from '../support/in-app';
import { apiLogin } from '../support/session';
import { e2eStack } from '../support/stack';

let token = '';
let sessionId = '';
let matchPath = '';

test.beforeAll(async ({ request }) => {
  ({ token, sessionId } = await apiLogin(request));
  const dash = await request.post(`${e2eStack.apiUrl}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const [m] = (await dash.json()).data.sportMathes[0].mathes as {
    matchID: string;
    eventId: string;
    marketId: string;
  }[];
  if (!m) throw new Error('GetDashboard lists no match');
  matchPath = `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`;
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    ({ t, s }) => {
      if (localStorage.getItem('token')) return;
      for (const [k, v] of Object.entries({ token: t, userType: '3', name: 'demo', sessionId: s }))
        localStorage.setItem(k, v);
    },
    { t: token, s: sessionId },
  );
});

test('/matches starts with the config in its HTML and the sports manifest, entry and page preloaded', async ({
  page,
}) => {
  // Up to the check for a new version (its first request is HEAD /main.js, 2 s after the load):
  // that check reads every remote's manifest again, later on a slow machine than on a fast one.
  const requested: string[] = [];
  let versionCheck = false;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    versionCheck ||= r.method() === 'HEAD' && path === '/main.js';
    if (!versionCheck) requested.push(path);
  });
  const res = await page.goto('/matches');
  const html = (await res?.text()) ?? '';
  const sports = e2eStack.remoteUrls.sports;
  expect(html).toContain('<script type="application/json" id="runtime-config">');
  expect(html).toContain(
    `<link rel="preload" as="fetch" crossorigin href="${sports}/mf-manifest.json" data-route>`,
  );
  expect(html).toContain(
    `<link rel="preload" as="script" href="${sports}/remoteEntry.js" data-route>`,
  );
  expect(html).toMatch(
    /<link rel="preload" as="script" href="[^"]*__federation_expose_MatchesPage\.[0-9a-f]+\.js" data-route>/,
  );
  await expect(page.locator('.match-row').first()).toBeVisible();
  // each preloaded file is the one the federation runtime uses (fetched once), and /config.json
  // is read later only by the check for a new version
  const requestsOf = (file: string | RegExp) =>
    requested.filter((p) => (typeof file === 'string' ? p === file : file.test(p)));
  expect(requestsOf('/mf-manifest.json')).toHaveLength(1);
  expect(requestsOf('/remoteEntry.js')).toHaveLength(1);
  expect(requestsOf(/__federation_expose_MatchesPage/)).toHaveLength(1);
  const entry = requested.indexOf('/remoteEntry.js');
  expect(requested.slice(0, entry)).not.toContain('/config.json');
  // (the page's first read, started by the host at start-up, is shared-auth's call-api.test.ts)
  expect(requested).toContain('/DashBoard/GetDashboard');
});

/** A page's console errors, warnings about hydration and uncaught errors (a mismatch is one). */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('/login paints its form from the HTML, and React hydrates that form: one largest paint, no hydration error', async ({
  browser,
}) => {
  const context = await browser.newContext(); // logged out
  const page = await context.newPage();
  const problems = pageProblems(page);
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number; shifts: number; htmlForm: Element | null };
    w.lcp = 0;
    w.shifts = 0;
    w.htmlForm = null;
    new PerformanceObserver((list) => (w.lcp += list.getEntries().length)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // the HTML's form, noted while the page is parsed (the start-up script is deferred)
    new MutationObserver((_, observer) => {
      w.htmlForm = document.querySelector('#root form.login__card');
      if (w.htmlForm) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const res = await page.goto('/login');
  const html = (await res?.text()) ?? '';
  expect(html).toContain('<script type="application/json" id="runtime-config">');
  expect(html).toMatch(/<h1 class="?login__title"?>Please Login To Continue<\/h1>/);
  await waitForReactDrawing(page, '#root form.login__card');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await expect(page.locator('form.login__card')).toHaveCount(1);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { lcp: number; shifts: number; htmlForm: Element | null };
    const form = document.querySelector('#root form.login__card');
    return { lcp: w.lcp, shifts: w.shifts, sameForm: w.htmlForm !== null && form === w.htmlForm };
  });
  // React took over the HTML's form (hydration) instead of drawing a copy: one largest paint
  expect(seen).toEqual({ lcp: 1, shifts: 0, sameForm: true });
  expect(problems).toEqual([]);
  await context.close();
});

test('/login for a player who chose Hindi is drawn in Hindi, without a hydration error', async ({
  browser,
}) => {
  const context = await browser.newContext(); // logged out
  const page = await context.newPage();
  const problems = pageProblems(page);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'जारी रखने के लिए कृपया लॉगिन करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'लॉगिन', exact: true })).toBeEnabled();
  await expect(page.locator('form.login__card')).toHaveCount(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('what a player types into /login before its code runs is kept, and not sent in a URL', async ({
  browser,
}) => {
  const context = await browser.newContext(); // logged out
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // a slow phone: the HTML's form is there, the start-up script is not yet
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // (DOMContentLoaded waits for the deferred script: only the response is awaited)
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('input[name="UserName"]').fill('demo');
  await page.locator('input[name="Password"]').fill('demo1234');
  // Enter in the prerendered form sends nothing (a form without its code would GET the password)
  await page.locator('input[name="Password"]').press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).toMatch(/\/login$/);
  release();
  await waitForReactDrawing(page, '#root form.login__card');
  await expect(page.locator('input[name="UserName"]')).toHaveValue('demo');
  await expect(page.locator('input[name="Password"]')).toHaveValue('demo1234');
  await expect(page.locator('input[name="Password"]')).toBeFocused();
  await page.locator('input[name="Password"]').press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Welcome');
  await context.close();
});

test.describe('on a phone', () => {
  // Lighthouse's mobile screen
  test.use({ viewport: { width: 412, height: 823 } });

  test('a match page loads without a layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const stream = page.waitForEvent('websocket');
    await page.goto(matchPath);
    await expect(page.getByTestId('market-odds')).toBeVisible();
    await expect(page.getByTestId('bets-session')).toBeVisible();
    // the next odds tick (on the live stream, after the odds hosts' first snapshot) rendered too
    await (
      await stream
    ).waitForEvent('framereceived', {
      predicate: (f) => /"type":"update","topic":"match:/.test(String(f.payload)),
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(0.02);
  });
});
