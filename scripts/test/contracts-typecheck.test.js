// The host-remote contracts (shared-contracts): a renamed expose or a changed prop must fail the
// typecheck. Each case type-checks the real sources with one file changed in memory.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { exposesFromSource } = require('../webpack/exposes-from-source.cjs');

const root = path.resolve(__dirname, '../..');
const at = (file) => path.join(root, file);
// Unchanged files are parsed once for all cases (lib.d.ts, React's types, the sources).
const parsed = new Map();

/** Type errors in `files` of `project` when each file of `changes` has its text edited. */
function typeErrors(project, files, changes = {}) {
  const configFile = at(`${project}/tsconfig.json`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  options.types = []; // the checked files use neither jest's nor Node's globals
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) => {
    const edit = changes[path.relative(root, file)];
    if (edit) return ts.createSourceFile(file, edit(fs.readFileSync(file, 'utf8')), language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language));
    return parsed.get(file);
  };
  const roots = [...files, 'types/assets.d.ts'].map(at);
  const program = ts.createProgram(roots, options, host);
  return files.flatMap((file) =>
    program
      .getSemanticDiagnostics(program.getSourceFile(at(file)))
      .map((d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`),
  );
}

/** A text edit that fails loudly if the text to change is not there (a stale test). */
const replace = (from, to) => (text) => {
  if (!text.includes(from)) throw new Error(`not found: ${from}`);
  return text.replace(from, to);
};

const HOST_FILES = ['host/src/routes/route-table.tsx', 'host/src/pages/home/home-page.tsx'];
const CASINO_FILES = ['remote-casino/src/exposes.ts'];

test('the unchanged sources type-check on both sides', () => {
  expect(typeErrors('host', HOST_FILES)).toEqual([]);
  expect(typeErrors('remote-casino', CASINO_FILES)).toEqual([]);
});

test('a remote that renames an expose fails its typecheck', () => {
  const errors = typeErrors('remote-casino', CASINO_FILES, {
    'remote-casino/src/exposes.ts': replace('CasinoTablesWidget:', 'CasinoTablesPanel:'),
  });
  expect(errors.join('\n')).toMatch(/CasinoTablesPanel/);
});

test('a remote that changes the props of an exposed page fails its typecheck', () => {
  const errors = typeErrors('remote-casino', CASINO_FILES, {
    'remote-casino/src/exposed/casino-game-page.tsx': replace(
      'props: { gamePath?: string }',
      'props: { game: string; gamePath?: string }',
    ),
  });
  expect(errors.join('\n')).toMatch(/casino-game-page[\s\S]*Property 'game' is missing/);
});

test('a contract rename or prop change fails the host where it names the expose', () => {
  const renamed = typeErrors('host', HOST_FILES, {
    'shared-contracts/src/index.ts': replace('InPlayWidget: NoProps', 'LiveWidget: NoProps'),
  });
  expect(renamed.join('\n')).toMatch(/home-page\.tsx: .*"InPlayWidget"/);
  const retyped = typeErrors('host', HOST_FILES, {
    'shared-contracts/src/index.ts': replace('{ gamePath: string }', '{ gameCode: string }'),
  });
  expect(retyped.join('\n')).toMatch(/route-table\.tsx: .*gamePath/);
});

test('the federation config exposes exactly the checked EXPOSES object', () => {
  expect(exposesFromSource(at('remote-casino/src/exposes.ts'))).toMatchObject({
    './CasinoGamePage': './src/exposed/casino-game-page',
    './CasinoTablesWidget': './src/exposed/casino-tables-widget',
  });
  const odd = path.join(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'exp-')), 'x.ts');
  fs.writeFileSync(odd, "export const EXPOSES = { Page: loadPage('./page') };\n");
  expect(() => exposesFromSource(odd)).toThrow(/x\.ts:1: each expose must be/);
});
