// Bytes (issue 7 item 1): gzip -9 of the JS and CSS a browser downloads for the first load of
// each route (each URL once), next to the two floor pages built in the same run. Budgets: /login
// at most 171 KB in total, each remote's own code for a route at most 60 KB.
import { apiLogin, freshContext, launchBrowser, realMatchPath } from './support/browser.mjs';
import { countScriptBytes } from './support/byte-count.mjs';
import { firstLoadRoutes } from './support/routes.mjs';
import { row } from './support/rows.mjs';
import { runIfMain } from './support/standalone.mjs';

const LOGIN_BUDGET_KB = 171;
const REMOTE_BUDGET_KB = 60;
const kb = (bytes) => bytes / 1024;

/**
 * One first load in a fresh context (empty cache): from navigation until the content is shown
 * and the network is quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @param {string} content a selector of the page's content
 * @param {import('./support/browser.mjs').Session | null} session
 */
async function firstLoad(browser, origin, path, content, session) {
  const context = await freshContext(browser, origin, session);
  try {
    const page = await context.newPage();
    const done = countScriptBytes(page);
    await page.goto(`${origin}${path}`);
    await page.locator(content).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return await done();
  } finally {
    await context.close();
  }
}

/** @param {any} ctx see bench/run.mjs */
export async function run(ctx) {
  if (!ctx.floors) throw new Error('the bytes section needs the floor pages');
  const browser = await launchBrowser(ctx);
  try {
    const session = await apiLogin(ctx.stack.apiUrl);
    const matchPath = await realMatchPath(ctx.stack.apiUrl, session);
    const reactFloor = await firstLoad(browser, ctx.floors.reactUrl, '/', 'h1', null);
    const fedFloor = await firstLoad(browser, ctx.floors.federatedHostUrl, '/', 'h1', null);
    const floorReact = { name: 'bare React 19 page', value: kb(reactFloor.totalGzip) };
    const floorFed = { name: 'bare federated host', value: kb(fedFloor.totalGzip) };
    const rows = [
      row('bytes', 'floor: bare React 19 page', floorReact.value, 'KB gzip'),
      row('bytes', 'floor: bare federated host', floorFed.value, 'KB gzip', {
        baseline: floorReact,
      }),
    ];
    const raw = { matchPath, floors: { react: reactFloor, federated: fedFloor }, routes: {} };
    for (const route of firstLoadRoutes(matchPath)) {
      const label = route.path === matchPath ? '/sportGame/<match>' : route.path;
      ctx.log(`first load of ${route.path}`);
      const bytes = await firstLoad(
        browser,
        ctx.stack.hostUrl,
        route.path,
        route.content,
        route.login ? session : null,
      );
      raw.routes[route.path] = bytes;
      const total = kb(bytes.totalGzip);
      const isLogin = route.path === '/login';
      rows.push(
        row('bytes', `${label} first load, total`, total, 'KB gzip', {
          baseline: floorFed,
          ...(isLogin
            ? { target: `<= ${LOGIN_BUDGET_KB} KB`, pass: total <= LOGIN_BUDGET_KB }
            : {}),
        }),
      );
      if (route.remote) {
        const own = kb(bytes.byOrigin[ctx.stack.remoteUrls[route.remote]] ?? 0);
        rows.push(
          row('bytes', `${label} ${route.remote} remote's own code`, own, 'KB gzip', {
            target: `<= ${REMOTE_BUDGET_KB} KB`,
            pass: own > 0 && own <= REMOTE_BUDGET_KB,
          }),
        );
      }
    }
    return { rows, raw };
  } finally {
    await browser.close();
  }
}

await runIfMain(import.meta.url, run);
