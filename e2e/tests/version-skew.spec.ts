import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { navigateInApp } from '../support/in-app';
import { pointRemoteAt } from '../support/runtime-config';
import { loginViaUi } from '../support/session';
import { closeServer, serveFolder } from '../support/static';
import { e2eStack } from '../support/stack';

// A stand-in sports remote (e2e/fixtures/skew-remote) built twice: against React 19.99 (a newer
// minor than the host's) and against React 20. Served next to the stack's own ports.
const root = e2eStack.root;
const out = path.join(root, '.e2e-runtime', `skew-${e2eStack.offset}`);
const PORTS = { minor: 3004 + e2eStack.offset, major: 3005 + e2eStack.offset };
const HOST_REACT = (
  JSON.parse(readFileSync(path.join(root, 'host/node_modules/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const servers: Server[] = [];
let restore: (() => void) | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(out, { recursive: true, force: true });
  const sports = path.join(root, 'remote-sports');
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js', { paths: [sports] }),
      '--config',
      path.join(root, 'e2e/fixtures/skew-remote/webpack.config.cjs'),
      '--env',
      `out=${out}`,
    ],
    { cwd: sports, stdio: 'pipe' },
  );
  for (const variant of ['minor', 'major'] as const) {
    servers.push(await serveFolder({ dir: path.join(out, variant), port: PORTS[variant] }));
  }
});

test.afterEach(() => {
  restore?.();
  restore = null;
});

test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
});

const manifest = (variant: keyof typeof PORTS) =>
  `http://127.0.0.1:${PORTS[variant]}/mf-manifest.json`;

test('a remote built for another React major says it needs an update; the rest works', async ({
  page,
}) => {
  restore = pointRemoteAt('sports', manifest('major'));
  await loginViaUi(page, undefined, '/home');
  const panel = page.getByRole('alert').filter({ hasText: 'needs an update' });
  await expect(panel.getByRole('heading', { name: 'Sports needs an update' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel).toContainText(
    `It was built for react ^20.0.0; this app provides react ${HOST_REACT}.`,
  );
  await expect(page.getByRole('region', { name: 'casino tables' })).toBeVisible();
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
  await navigateInApp(page, '/games');
  await expect(page.getByRole('heading', { name: 'Live Casino' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('header-name')).toHaveText('Demo Player');
  // Loaded again: the refused expose's half-run module is still in the remote's webpack cache.
  await navigateInApp(page, '/home');
  await expect(panel.getByRole('heading', { name: 'Sports needs an update' })).toBeVisible();
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
});

test('a remote built against a newer minor runs on the host copy of React', async ({ page }) => {
  restore = pointRemoteAt('sports', manifest('minor'));
  await loginViaUi(page, undefined, '/home');
  // Its hook call would throw on a second copy of React, and it prints the copy it runs on.
  await expect(page.getByTestId('skew-widget')).toHaveText(`Skew fixture on React ${HOST_REACT}`, {
    timeout: 20_000,
  });
  await expect(
    page.getByRole('alert').filter({ hasText: /needs an update|unavailable/ }),
  ).toHaveCount(0);
});
