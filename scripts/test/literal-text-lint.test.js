// The literal-text rule of eslint.config.mjs (issue 28) fails a component that writes a player's
// text into JSX, and passes one that takes it from the app's texts.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

/** The lines the rule reports in `code` linted as if it were `file` (the CLI: jest cannot load the ESM config). */
function lint(file, code) {
  const run = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').map((m) => m.line);
}

const LITERAL = `export function Probe() {
  return (
    <section aria-label="Bets">
      <h2>Open bets</h2>
      <p className="probe" data-testid="probe">{1}</p>
    </section>
  );
}
`;
const TRANSLATED = `import { useTexts } from './i18n/texts';
export function Probe() {
  const t = useTexts();
  return <h2 className="probe">{t('dashboard.title')}</h2>;
}
`;

test.each([
  'host/src/probe.tsx',
  'shared-ui/src/probe.tsx',
  'remote-casino/src/probe.tsx',
  'remote-sports/src/probe.tsx',
])('in %s a text and a read prop in JSX fail, a class name and a test id do not', (file) => {
  expect(lint(file, LITERAL)).toEqual([3, 4]);
  expect(lint(file, TRANSLATED)).toEqual([]);
});

test('a value prop (side="back") and a sign in JSX are not a player\'s text', () => {
  const code = `export const Probe = () => <Cell side="back" label={t('x.y')}>−</Cell>;\n`;
  expect(lint('remote-sports/src/probe.tsx', code)).toEqual([]);
});

/** The lines the outside-JSX rule (local/player-text, issue 41) reports in `code` as `file`. */
function lintOutside(file, code) {
  const run = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((m) => m.ruleId === 'local/player-text').map((m) => m.line);
}

const OUTSIDE = `import { toast } from 'react-toastify';
export const LOAD_FAILED = 'Could not load it.';
export function outcomeLabel(won: boolean): string {
  if (won) return 'You won';
  return t('outcome.lost');
}
export const statusText = (s: string) => (s === 'open' ? 'Betting open' : t('status.closed'));
export const load = () => callApi('/x', {}, { fallback: 'Try again later.', idempotencyKey: 'k-1' });
export const fail = () => toast.error('Bad stake');
export const ok = () => setError(t('form.bad'));
export const key = () => setError('form.bad');
export const code = { reason: 'NOT_FOUND', label: 'All' };
`;

test('outside JSX: a notice, a fallback, a sentence constant and what a …Label / …Text function returns fail', () => {
  expect(lintOutside('remote-reports/src/probe.ts', OUTSIDE)).toEqual([2, 4, 7, 8, 9]);
});
