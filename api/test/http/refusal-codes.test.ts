/**
 * Every sentence the API can send a player carries a code of REFUSAL_CODES (docs/api.md): the
 * compiler makes `refuse`, `badRequest` and `coded` take one; this scan of api/src checks that
 * each code they are given is in the list, that each code of the list is sent somewhere, and
 * that only test-control and operator calls reply without a code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REFUSAL_CODES } from 'shared-api-types';

const SRC = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** The quoted UPPER_CASE words of the code: every code is written as one. */
const quotedCodes = (text: string): string[] =>
  [...text.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1] ?? '');

/** The codes written as an argument of a reply helper (refuse, badRequest, coded, HttpError). */
function codesSent(text: string): string[] {
  const calls = /\b(?:refuse|badRequest|coded|HttpError|failed|broken)\(/g;
  const found: string[] = [];
  for (const call of text.matchAll(calls)) {
    // the call's arguments: up to its closing parenthesis
    let depth = 0;
    let end = (call.index ?? 0) + call[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')' && --depth === 0) break;
    }
    found.push(...quotedCodes(text.slice(call.index, end)));
  }
  return found;
}

const known = new Set<string>(REFUSAL_CODES);

test('every code a reply helper is given is in REFUSAL_CODES', () => {
  const unknown = files.flatMap(({ path, text }) =>
    codesSent(text)
      .filter((code) => !known.has(code))
      .map((code) => `${path}: ${code}`),
  );
  expect(unknown).toEqual([]);
  expect(files.flatMap((f) => codesSent(f.text)).length).toBeGreaterThan(50);
});

test('every code of REFUSAL_CODES is sent by some call site', () => {
  const sent = new Set(files.flatMap((f) => quotedCodes(f.text)));
  expect(REFUSAL_CODES.filter((code) => !sent.has(code))).toEqual([]);
});

test('only test-control and operator calls reply without a code', () => {
  const uncoded = files
    .filter(({ text }) => /\b(?:refuseUncoded|badRequestUncoded)\(/.test(text))
    .map(({ path }) => path)
    .filter((path) => path !== 'http/reply.ts');
  expect(
    uncoded.filter(
      (path) =>
        !path.startsWith('modules/test-control/') &&
        path !== 'modules/safer-gambling/operator-routes.ts',
    ),
  ).toEqual([]);
  // a reply object with status 1 written out, not by the helpers, names its code too; a
  // hand-over's "not the owner" goes back to the sending process, which then runs the call itself
  const internal = new Set(['http/reply.ts', 'cluster/handover-listener.ts']);
  const raw = files
    .filter(({ path }) => !path.startsWith('modules/test-control/') && !internal.has(path))
    .flatMap(({ path, text }) =>
      [...text.matchAll(/(?:\{ |^\s+)status: 1,/gm)]
        .filter((m) => !/\bcode\b/.test(text.slice(m.index, (m.index ?? 0) + 160)))
        .map(() => path),
    );
  expect(raw).toEqual([]);
});
