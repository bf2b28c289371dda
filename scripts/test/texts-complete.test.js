// Every app's texts (<package>/src/i18n/locales/<language>.json) hold the same keys in every
// offered language (shared-auth/src/i18n/languages.json), each a non-empty sentence with the
// same {{placeholders}} as the English one.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '../..');
/** @type {string[]} */
const languages = require(path.join(root, 'shared-auth/src/i18n/languages.json')).map(
  (l) => l.code,
);
/** <package>/src/i18n/locales, and <package>/src/i18n/<namespace>/locales (a lazy namespace). */
const folders = fs.readdirSync(root).flatMap((dir) => {
  const i18n = path.join(root, dir, 'src/i18n');
  if (!fs.existsSync(i18n)) return [];
  const subs = fs
    .readdirSync(i18n, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales')
    .map((d) => path.join(i18n, d.name, 'locales'));
  return [path.join(i18n, 'locales'), ...subs].filter((d) => fs.existsSync(d));
});

const read = (dir, code) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'));
const placeholders = (text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test('the apps with texts are found, English first in the languages list', () => {
  expect(languages[0]).toBe('en');
  expect(languages).toContain('hi');
  const names = folders.map((dir) => path.relative(root, dir).split(path.sep)[0]);
  expect(names).toEqual(
    expect.arrayContaining(['host', 'shared-auth', 'shared-ui', 'remote-reports', 'remote-casino']),
  );
});

describe.each(folders.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
  const english = read(dir, 'en');
  test.each(languages)('%s.json has every key, no other, each filled in', (code) => {
    const texts = read(dir, code);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect([key, typeof text, text.trim() !== '']).toEqual([key, 'string', true]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(english[key])]);
    }
  });
  test('no file for a language that is not offered', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(languages.map((code) => `${code}.json`).sort());
  });
});
