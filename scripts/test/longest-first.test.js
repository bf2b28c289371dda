// scripts/jest/longest-first.cjs: jest's order of test files on a clean clone (no timings cache).
const os = require('node:os');
const path = require('node:path');
const LongestFirst = require('../jest/longest-first.cjs');
const SECONDS = require('../jest/file-seconds.json');

const root = path.resolve(__dirname, '../..');
const config = (name) => ({ id: `t-${name}`, cacheDirectory: os.tmpdir(), displayName: { name } });
const context = (name) => ({ config: config(name), hasteFS: { getSize: (p) => p.length } });
const test = (file, project = 'api') => ({
  path: path.join(root, file),
  context: context(project),
});

describe('the order of test files', () => {
  it('runs the listed files longest first, PGlite before PostgreSQL, then the others', () => {
    const [longest, second] = Object.keys(SECONDS);
    const fuzz = 'api/test/security/fuzz-money.test.ts';
    const tests = [
      test('api/test/some-new.test.ts'),
      test(fuzz, 'api (PostgreSQL)'),
      test(second, 'bench'),
      test(fuzz),
      test(longest, 'bench'),
    ];
    const sequencer = new LongestFirst({
      contexts: [],
      globalConfig: /** @type {any} */ ({}),
    });
    const order = sequencer
      .sort(/** @type {any} */ (tests))
      .map((t) => `${path.relative(root, t.path)} ${t.context.config.displayName?.name}`);
    const byTime = [longest, second, fuzz].sort((a, b) => SECONDS[b] - SECONDS[a]);
    expect(SECONDS[longest]).toBeGreaterThan(SECONDS[fuzz]);
    expect(order).toEqual([
      ...byTime.flatMap((f) =>
        f === fuzz ? [`${fuzz} api`, `${fuzz} api (PostgreSQL)`] : [`${f} bench`],
      ),
      'api/test/some-new.test.ts api',
    ]);
  });
});
