import { expect, test } from '@playwright/test';
import { DEMO } from '../support/session';
import { e2eStack } from '../support/stack';

/**
 * A remote's build takes the federation runtime from the page (the host provides it, issue 30.3):
 * each remote must still run alone on its own origin, its standalone page loading the runtime
 * from a file of its own. And inside the host a remote's entry carries no runtime of its own.
 */
const PAGES = [
  { remote: 'sports', path: '/matches', text: /1X2/ },
  { remote: 'casino', path: '/games', text: /Teen Patti/i },
  { remote: 'reports', path: '/statement', text: /statement/i },
] as const;

for (const { remote, path, text } of PAGES) {
  test(`the ${remote} remote runs alone with its standalone shell`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2eStack.remoteUrls[remote]}${path}`);
    await page.getByPlaceholder(/user/i).fill(DEMO.user);
    await page.getByPlaceholder(/password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page.locator('main')).toContainText(text, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });
}

test('a remote entry leaves the federation runtime to the host', async ({ request }) => {
  const entry = await request.get(`${e2eStack.remoteUrls.sports}/remoteEntry.js`);
  expect(entry.ok()).toBe(true);
  const text = await entry.text();
  expect(text).toContain('_FEDERATION_RUNTIME_CORE');
  // with the runtime inside, the entry is 95 KB (28 KB gzip); without it, 28 KB
  expect(text.length).toBeLessThan(40_000);
});
