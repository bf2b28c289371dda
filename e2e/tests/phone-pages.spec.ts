import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fillParams, firstMatch, routeTablePaths, settle } from '../support/app-pages';
import { loginViaUi } from '../support/session';

/** Issue 17: every page on a 360 px phone, with no serious or critical WCAG 2.1 A/AA violation. */
const PHONE = { width: 360, height: 740 };
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let paths: string[];

test.beforeAll(async ({ browser, request }) => {
  const match = await firstMatch(request);
  paths = routeTablePaths().map((p) => fillParams(p, match));
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

async function checkPage(path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`);
  if (width > PHONE.width || bad.length) console.log(`${path}: ${width} px, ${bad.join('; ')}`);
  expect.soft(bad, `axe on ${path}`).toEqual([]);
}

test('the login page', async () => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
  await checkPage('/login');
});

test('every page of the route table', async () => {
  test.setTimeout(300_000);
  await loginViaUi(page, undefined, '/dashboard');
  expect(paths.length).toBeGreaterThanOrEqual(30);
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await checkPage(path);
  }
});
