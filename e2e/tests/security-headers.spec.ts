import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { navigateInApp, waitForRemote } from '../support/in-app';
import { DEMO, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

/**
 * The static servers' security headers; no inline script in any built page; and the whole app
 * (login, every remote, a match with both odds hosts, a casino table, reports) runs under the
 * Content-Security-Policy without one violation, with no token or password in any URL.
 */
const ORIGINS = {
  host: e2eStack.hostUrl,
  sports: e2eStack.remoteUrls.sports,
  casino: e2eStack.remoteUrls.casino,
  reports: e2eStack.remoteUrls.reports,
};

/**
 * A GET, sent again once if the connection is reset: nginx may close a kept-alive connection as
 * it reloads (the spec before this one changes config.json, which reloads nginx), and a browser
 * repeats an idempotent request then too.
 */
async function getAgainOnReset(request: APIRequestContext, url: string) {
  try {
    return await request.get(url);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return request.get(url);
  }
}

test('every static server sends the security headers on pages, scripts and manifests', async ({
  request,
}) => {
  const remotes = Object.values(e2eStack.remoteUrls);
  for (const [name, origin] of Object.entries(ORIGINS)) {
    const paths = ['/', '/main.js', '/config.json', '/no-such-file.js', '/some/deep/link'];
    if (name !== 'host') paths.push('/remoteEntry.js', '/mf-manifest.json');
    for (const p of paths) {
      const res = await getAgainOnReset(request, `${origin}${p}`);
      const h = res.headers();
      const where = `${name} ${p}`;
      expect(h['x-content-type-options'], where).toBe('nosniff');
      expect(h['referrer-policy'], where).toBe('no-referrer');
      expect(h['x-frame-options'], where).toBe('DENY');
      expect(h['cross-origin-opener-policy'], where).toBe('same-origin');
      expect(h['permissions-policy'], where).toMatch(/camera=\(\).*microphone=\(\)/);
      // Remote chunks are loaded cross-origin by <script>: nothing may block that.
      expect(h['cross-origin-resource-policy'], where).toBeUndefined();
      expect(h['cross-origin-embedder-policy'], where).toBeUndefined();
      const csp = Object.fromEntries(
        (h['content-security-policy'] ?? '').split(';').map((d) => {
          const [key = '', ...values] = d.trim().split(/\s+/);
          return [key, values];
        }),
      );
      expect(csp['default-src'], where).toEqual(["'self'"]);
      expect(csp['script-src'], where).toEqual(["'self'", ...remotes]);
      expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
      expect(csp['object-src'], where).toEqual(["'none'"]);
      expect(csp['base-uri'], where).toEqual(["'self'"]);
      expect(csp['form-action'], where).toEqual(["'self'"]);
    }
  }
});

test('no built page has an inline script, event handler or javascript: URL', async ({
  request,
}) => {
  // The runtime config is written into the host's page as data, a JSON script that is never run
  // (docs/architecture.md, Federation): by the Node server as it sends it, for nginx into the file.
  const data = /<script type="application\/json" id="runtime-config">[^<]*<\/script>\n/;
  const built = (app: string, file = 'index.html') =>
    readFileSync(path.join(e2eStack.root, app, 'dist', file), 'utf8').replace(data, '');
  // login.html: the host's page with the login form prerendered in it (sent for /login)
  const pages = [
    ...['host', 'remote-sports', 'remote-casino', 'remote-reports'].map((a) => [a, 'index.html']),
    ['host', 'login.html'],
  ];
  for (const [app = '', file] of pages) {
    const html = built(app, file);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, app).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes, app).toMatch(/\bsrc=/);
      expect(body.trim(), app).toBe('');
    }
    expect(html, app).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, app).not.toMatch(/javascript:/i);
  }
  // What the host serves is that file with the runtime config in it.
  const served = await (await request.get(`${e2eStack.hostUrl}/`)).text();
  expect(served).toMatch(data);
  expect(served.replace(data, '')).toBe(built('host'));
  const login = await (await request.get(`${e2eStack.hostUrl}/login`)).text();
  expect(login.replace(data, '')).toBe(built('host', 'login.html'));
});

/** Collects CSP violations (DOM events and console reports) and every request URL of a page. */
async function watch(page: Page) {
  const seen = { violations: [] as string[], urls: [] as string[] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.violations.push(m.text());
  });
  page.on('request', (r) => seen.urls.push(r.url()));
  return {
    seen,
    async domViolations(): Promise<string[]> {
      return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    },
  };
}

test('the app runs under its CSP: no violation, no token or password in a URL', async ({
  page,
  request,
}) => {
  const watcher = await watch(page);
  await loginViaUi(page, DEMO, '/dashboard');
  const violations: string[] = [...(await watcher.domViolations())];

  await navigateInApp(page, '/matches');
  await waitForRemote(page, 'sports');
  const firstMatch = page.locator('[data-testid^="match-"]').first();
  await expect(firstMatch).toBeVisible({ timeout: 20_000 });
  await firstMatch.getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('market-odds')).toBeVisible({ timeout: 20_000 });

  await navigateInApp(page, '/games');
  await waitForRemote(page, 'casino');
  await page.getByTestId('table-t20').click();
  await expect(page.getByTestId('round-id')).toBeVisible({ timeout: 20_000 });

  await navigateInApp(page, '/MyCommission');
  await waitForRemote(page, 'reports');
  await navigateInApp(page, '/UserMyLedger');
  await navigateInApp(page, '/profile');
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
  violations.push(...(await watcher.domViolations()));

  // A full page load of each area too (the policy comes with the host's index.html).
  for (const p of ['/matches', '/games', '/MyCommission']) {
    await page.goto(p);
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0, { timeout: 20_000 });
    violations.push(...(await watcher.domViolations()));
  }
  violations.push(...watcher.seen.violations);

  const { token, sessionId } = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    sessionId: localStorage.getItem('sessionId') ?? '',
  }));
  expect(token.length).toBeGreaterThan(20);
  const secrets = [token, encodeURIComponent(token), sessionId, DEMO.password];
  const leaking = watcher.seen.urls.filter((u) => secrets.some((s) => u.includes(s)));
  console.log(
    `CSP: ${watcher.seen.urls.length} requests over login and every area, ${violations.length} violations, ${leaking.length} URLs with a token, session id or password`,
  );
  expect(violations).toEqual([]);
  expect(leaking).toEqual([]);
  // The watcher does see a violation: an inline script is refused and reported.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
  });
  await expect.poll(() => watcher.domViolations()).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
  // The API does not accept a token from the URL either (Authorization header only).
  const viaUrl = await request.post(`${e2eStack.apiUrl}/User/GetBalance?token=${token}`, {
    data: { sessionId },
  });
  expect(viaUrl.status()).toBe(401);
});
