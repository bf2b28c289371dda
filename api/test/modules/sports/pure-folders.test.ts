/**
 * The pure folders of sports (issue 43): the simulated feed (feed/: the simulator and the cricket
 * engine) and the exchange's pure book (exchange/book/) import nothing outside themselves but the
 * shared maths and API types, and the types of plain type files (a file of interfaces and type
 * aliases only). No database, pg, fastify, stream or cluster: what runs them (feed-run/,
 * exchange/) passes their data in. The one value import out of feed/ is odds-feed.ts, the odds
 * hosts' in-process interface the simulator implements, itself without imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(__dirname, '../../../src');
const SPORTS = path.join(SRC, 'modules/sports');
const PACKAGES = /^(shared-maths(\/[a-z-]+)?|shared-api-types)$/;
const ODDS_FEED = path.join(SRC, 'odds-feed.ts');

interface Import {
  spec: string;
  typeOnly: boolean;
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Every module a file names: import / export ... from, import(), require(). */
function importsOf(file: string): Import[] {
  const out: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      out.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return out;
}

const resolve = (from: string, spec: string): string => {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((f) => fs.existsSync(f)) ?? base;
};

/** Interfaces, type aliases and type-only imports / exports, nothing else. */
const plainTypes = (file: string): boolean =>
  parse(file).statements.every(
    (s) =>
      ts.isInterfaceDeclaration(s) ||
      ts.isTypeAliasDeclaration(s) ||
      (ts.isImportDeclaration(s) && s.importClause?.isTypeOnly === true) ||
      (ts.isExportDeclaration(s) && s.isTypeOnly),
  );

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));

/** What a file of `folder` imports that the folder's rule refuses (path relative to src/). */
function refused(folder: string, oddsFeed: boolean): string[] {
  const inside = (f: string) => f.startsWith(folder + path.sep);
  return filesUnder(folder).flatMap((file) =>
    importsOf(file)
      .flatMap(({ spec, typeOnly }) => {
        if (!spec.startsWith('.')) return PACKAGES.test(spec) ? [] : [spec];
        const target = resolve(file, spec);
        if (inside(target)) return [];
        if (oddsFeed && target === ODDS_FEED) return [];
        if (typeOnly && plainTypes(target)) return [];
        return [path.relative(SRC, target)];
      })
      .map((what) => `${path.relative(SRC, file)} imports ${what}`),
  );
}

test('odds-feed.ts, which the feed may import, imports nothing', () => {
  expect(importsOf(ODDS_FEED)).toEqual([]);
});

test.each([
  ['feed', true],
  ['exchange/book', false],
])('sports/%s imports nothing outside itself but shared maths and plain types', (folder, odds) => {
  const dir = path.join(SPORTS, folder);
  expect(filesUnder(dir).length).toBeGreaterThan(3);
  expect(refused(dir, odds)).toEqual([]);
});
