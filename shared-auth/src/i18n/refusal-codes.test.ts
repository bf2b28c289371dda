import {
  COUNT_VALUES,
  INSTANT_VALUES,
  MONEY_VALUES,
  REFUSAL_CODES,
  TEXT_VALUES,
  WORD_VALUES,
} from 'shared-api-types/src/envelope';
import { LANGUAGES } from './languages';

/**
 * Every code the API can send (REFUSAL_CODES; the API's own test checks its call sites send no
 * other) is worded in every language, with only the values a reply can carry.
 */
const texts: Record<string, Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, require(`./locales/${l.code}.json`) as Record<string, string>]),
);
const english = texts.en ?? {};
const VALUE_NAMES = new Set<string>([
  ...MONEY_VALUES,
  ...INSTANT_VALUES,
  ...COUNT_VALUES,
  ...TEXT_VALUES,
  ...Object.keys(WORD_VALUES),
]);
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

test('the languages checked are en and hi', () => {
  expect(Object.keys(texts).sort()).toEqual(['en', 'hi']);
});

test.each(LANGUAGES.map((l) => l.code))('%s words every code the API can send', (language) => {
  const words = texts[language] ?? {};
  expect(REFUSAL_CODES.filter((code) => !words[`code.${code}`])).toEqual([]);
});

test.each(LANGUAGES.map((l) => l.code))('%s words every word a value can be', (language) => {
  const words = texts[language] ?? {};
  const missing = Object.entries(WORD_VALUES).flatMap(([name, list]) =>
    list.map((word) => `word.${name}.${word}`).filter((key) => !words[key]),
  );
  expect(missing).toEqual([]);
});

test('every language has the keys English has, with the same values put in', () => {
  for (const [language, words] of Object.entries(texts)) {
    expect([language, Object.keys(words).sort()]).toEqual([language, Object.keys(english).sort()]);
    for (const [key, text] of Object.entries(english))
      expect([language, key, placeholders(words[key] ?? '')]).toEqual([
        language,
        key,
        placeholders(text),
      ]);
  }
});

test('a text puts in only values a reply can carry', () => {
  const unknown = Object.values(english)
    .flatMap(placeholders)
    .filter((name) => !VALUE_NAMES.has(name));
  expect(unknown).toEqual([]);
});
