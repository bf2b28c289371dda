import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portsAt, stackUrls } from '../../scripts/lib/ports.mjs';

/** The e2e stack: every port moved by E2E_PORT_OFFSET (100) so a running `npm start` is left alone. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const ports = portsAt(OFFSET, 'E2E_PORT_OFFSET');
const { hostUrl, apiUrl, bookOddsUrl, remoteUrls } = stackUrls(ports);
const root = path.resolve(__dirname, '../..');
/** serve-all.mjs's files for this stack. */
const runtimeDir = path.join(root, '.e2e-runtime', String(ports.host));
/** E2E_STATIC_SERVER=nginx: the front end served by nginx as in production (docs/deploy.md). */
const staticServer = process.env.E2E_STATIC_SERVER === 'nginx' ? 'nginx' : 'node';

export const e2eStack = {
  root,
  offset: OFFSET,
  staticServer,
  hostUrl,
  apiUrl,
  bookOddsUrl,
  remoteUrls,
  /** Written by serve-all.mjs and read on every request: tests may re-point a remote. */
  configPath: path.join(runtimeDir, 'config.json'),
  /** The API's pid while it runs (serve-all starts it again when it dies). */
  apiPidPath: path.join(runtimeDir, 'api.pid'),
  serverEnv: {
    PORT_OFFSET: String(OFFSET),
    STATIC_SERVER: staticServer,
    EXCHANGE_TEST_CONTROL: '1',
    SIM_SEED: '42',
    DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-')),
  },
};
