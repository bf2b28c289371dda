import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { navigateInApp } from '../support/in-app';
import { readRuntimeConfig } from '../support/runtime-config';
import { DEMO, DEMO2, loginViaUi } from '../support/session';
import { closeServer, serveFolder } from '../support/static';
import { e2eStack } from '../support/stack';

/**
 * scripts/deploy-remote.mjs and the preview override in a browser (docs/deploy.md). The "changed
 * build" is the sports build with its /matches title edited in the built chunks (no rebuild), so
 * the two releases differ in content and so in version.
 */
const root = e2eStack.root;
const work = path.join(root, '.e2e-runtime', `releases-${e2eStack.offset}`);
const served = path.join(work, 'served');
const origin = `http://127.0.0.1:${3050 + e2eStack.offset}`;
const LIVE_TITLE = 'Cricket';
const CHANGED_TITLE = 'Cricket (build v2)';

let server: Server;
let v1 = '';
let v2 = '';
let configBefore = '';

function deployCli(...args: string[]): string {
  const script = path.join(root, 'scripts/deploy-remote.mjs');
  return execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' }).trim();
}

function writeConfig(change: (config: ReturnType<typeof readRuntimeConfig>) => void) {
  const config = readRuntimeConfig();
  change(config);
  writeFileSync(e2eStack.configPath, JSON.stringify(config, null, 2));
}

const title = (page: Page) => page.getByRole('heading', { level: 1 });

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  const changed = path.join(work, 'changed');
  cpSync(path.join(root, 'remote-sports/dist'), changed, { recursive: true });
  // The title is the English text of matches.title, bundled with the remote's code.
  let edits = 0;
  for (const file of readdirSync(changed).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(changed, file), 'utf8');
    const edited = text.replaceAll(
      `"matches.title":"${LIVE_TITLE}"`,
      `"matches.title":"${CHANGED_TITLE}"`,
    );
    if (edited === text) continue;
    writeFileSync(path.join(changed, file), edited);
    edits += 1;
  }
  expect(edits).toBeGreaterThan(0);
  v1 = /^live: (\S+)/.exec(deployCli('deploy', path.join(root, 'remote-sports/dist'), served))![1]!;
  v2 = /^published (\S+):/.exec(deployCli('publish', changed, served))![1]!;
  server = await serveFolder({ dir: served, port: 3050 + e2eStack.offset });
  configBefore = readFileSync(e2eStack.configPath, 'utf8');
  writeConfig((config) => {
    config.previewOrigins = [origin];
  });
});

test.afterAll(async () => {
  if (configBefore) writeFileSync(e2eStack.configPath, configBefore);
  if (server) await closeServer(server);
});

test('a team previews its build in one tab while another player sees the live one', async ({
  page,
  browser,
}) => {
  const manifest = `${origin}/releases/${v2}/mf-manifest.json`;
  await loginViaUi(page, DEMO, `/matches?preview=sports@${encodeURIComponent(manifest)}`);
  await expect(title(page)).toHaveText(CHANGED_TITLE);
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText(`Preview: Sports (sports) version ${v2}`);

  const other = await browser.newContext();
  const player = await other.newPage();
  await loginViaUi(player, DEMO2, '/matches');
  await expect(title(player)).toHaveText(LIVE_TITLE);
  await expect(player.getByTestId('preview-banner')).toHaveCount(0);
  // an origin config.json does not list is refused, visibly, and the live build loads
  await player.goto(`/matches?preview=sports@${encodeURIComponent('http://127.0.0.1:1/x.json')}`);
  await expect(player.getByTestId('preview-banner')).toContainText(
    'Preview refused: http://127.0.0.1:1 is not a preview origin',
  );
  await expect(title(player)).toHaveText(LIVE_TITLE);
  await other.close();

  await page.getByRole('button', { name: 'Back to live' }).click();
  await expect(title(page)).toHaveText(LIVE_TITLE);
  await expect(banner).toHaveCount(0);
});

test('a deploy switches players over on their next load; mid-session pages keep working; rollback', async ({
  page,
}) => {
  writeConfig((config) => {
    config.remotes.sports = `${origin}/mf-manifest.json`;
  });
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${origin}/releases/`)) chunks.push(r.url());
  });
  await loginViaUi(page, DEMO, '/matches');
  await expect(title(page)).toHaveText(LIVE_TITLE);

  // a player mid-session on v1 while v2 goes live: the match page still comes from v1
  expect(deployCli('switch', served, v2)).toBe(`live: ${v2} (was ${v1})`);
  await page.locator('[data-testid^="match-"]').first().getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('market-odds')).toBeVisible();
  expect(chunks.some((u) => u.includes(`/releases/${v1}/__federation_expose_SportGame`))).toBe(
    true,
  );
  expect(chunks.some((u) => u.includes(`/releases/${v2}/`))).toBe(false);

  await page.goto('/matches');
  await expect(title(page)).toHaveText(CHANGED_TITLE);
  expect(deployCli('rollback', served)).toBe(`rolled back: live is ${v1}`);
  await page.goto('/matches');
  await expect(title(page)).toHaveText(LIVE_TITLE);
  await navigateInApp(page, '/Setting');
  await expect(page.getByTestId('running-versions')).toContainText(`Sports${v1}`);
});
