import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { loginViaUi } from '../support/session';
import { pointRemoteAt } from '../support/runtime-config';
import { closeServer, serveFolder } from '../support/static';
import { e2eStack } from '../support/stack';

const root = e2eStack.root;
const work = path.join(root, '.e2e-runtime', `deploy-${e2eStack.offset}`);
const copy = path.join(work, 'remote-reports');

function sha(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** A changed copy of the reports remote: /UserMyLedger gains a "build v2" marker. */
function makeChangedCopy(): void {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const original = path.join(root, 'remote-reports');
  for (const item of ['src', 'public', 'package.json']) {
    cpSync(path.join(original, item), path.join(copy, item), { recursive: true });
  }
  symlinkSync(path.join(original, 'node_modules'), path.join(copy, 'node_modules'));
  const scripts = path.join(root, 'scripts');
  for (const file of ['federation.config.cjs', 'webpack.config.js']) {
    const text = readFileSync(path.join(original, file), 'utf8').replaceAll('../scripts', scripts);
    writeFileSync(path.join(copy, file), text);
  }
  const page = path.join(copy, 'src/exposed/user-my-ledger-page.tsx');
  renameSync(page, path.join(copy, 'src/exposed/user-my-ledger-page-v1.tsx'));
  writeFileSync(
    page,
    [
      "import PageV1 from './user-my-ledger-page-v1';",
      'export default function UserMyLedgerPageV2() {',
      '  return (<><p data-testid="deploy-marker">Reports build v2</p><PageV1 /></>);',
      '}',
      '',
    ].join('\n'),
  );
}

test('a remote deploys alone: new build, config re-pointed, host untouched', async ({ page }) => {
  test.setTimeout(300_000);
  const hostEntry = path.join(root, 'host/dist/main.js');
  const hostBefore = sha(hostEntry);

  makeChangedCopy();
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js', { paths: [copy] }), '--mode', 'production'],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );
  const served = path.join(work, 'served');
  execFileSync(process.execPath, [
    path.join(root, 'scripts/deploy-remote.mjs'),
    'deploy',
    path.join(copy, 'dist'),
    served,
  ]);

  const port = 3990;
  const server = await serveFolder({ dir: served, port });
  const restore = pointRemoteAt('reports', `http://127.0.0.1:${port}/mf-manifest.json`);
  try {
    await loginViaUi(page, undefined, '/UserMyLedger');
    await expect(page.getByTestId('deploy-marker')).toHaveText('Reports build v2', {
      timeout: 20_000,
    });
    restore();
    await page.reload();
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
    expect(sha(hostEntry)).toBe(hostBefore);
  } finally {
    restore();
    await closeServer(server);
  }
});
