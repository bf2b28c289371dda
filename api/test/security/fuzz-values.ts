import fc from 'fast-check';

/** A JSON literal written as is into a body: numbers JSON.stringify cannot produce (1e309, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value; RawJson parts go in verbatim, undefined becomes null. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings that break parsers: number look-alikes, odd Unicode, injection shapes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-0',
  '0.001',
  '0.005',
  '1.005',
  '100.999',
  '1e309',
  '-1e309',
  '1e3',
  '1e-7',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '0x10',
  '0b11',
  '1_000',
  '1,000',
  '+5',
  '.5',
  '5.',
  '-1',
  '-100.00',
  '99999999999999999999',
  '9'.repeat(40),
  '١٢٣',
  '１２３',
  '𝟙𝟘𝟘',
  ' 10',
  '10 ',
  '10\n',
  '\u0000',
  'a\u0000b',
  '100\u0000',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\udc00\ud800',
  '\u202eevil',
  '\u200f1\u200e',
  '\u200b',
  '1\u200b0',
  '\ufeff100',
  '\u0301',
  'Ｓ',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '%00',
  '%2F..%2F',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\\',
  '"',
  '\r\n',
  '\t',
  '__proto__',
  'constructor',
  'toString',
  'demo',
  'DEMO',
  'demo2',
  'demo1234',
  '01/01/2024',
  '13/45/2024',
  '02/30/2024',
  '00/00/0000',
  '12/31/9999',
  '01/01/1970',
  '2024-01-01',
  '1/1/2024',
  'teenpatti-t20',
  'All',
  'All Game',
];

const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '-0.0',
  '1E2',
  '0.1e-400',
  '123456789012345678901234567890',
  '-9007199254740993',
  '9007199254740993',
  '1.7976931348623157e308',
  '5e-324',
  '0.30000000000000004',
  '100.000000000000000001',
].map((t) => new RawJson(t));

const SPECIAL_NUMBERS = [
  0,
  -1,
  1,
  0.001,
  0.5,
  1.005,
  100.999,
  -100,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

/** Short strings of every kind. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^-?\d{1,25}(\.\d{1,5})?$/) },
);

/** 100 KB+ strings (the API's body limit is 256 KB, so some reach it as UTF-8). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100_000, max: 140_000 }), fc.constantFrom('x', 'é', '9', '\u200b'))
  .map(([n, ch]) => ch.repeat(n));

export const junkNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SPECIAL_NUMBERS),
  fc.constantFrom(...RAW_NUMBERS),
  fc.integer(),
  fc.double(),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkString },
  { weight: 3, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

/** A wrong value for any field: wrong types, odd strings, numbers, arrays and objects. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(junkString, leaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[[[]]]], { a: { b: { c: {} } } }) },
  { weight: 1, arbitrary: longString },
);

/** Extra members: unknown names, case variants of real names, prototype names. */
export function extraFields(fieldNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fc.oneof(
    junkString,
    fc.constantFrom(
      'constructor',
      'toString',
      'status',
      'UserId',
      'user_id',
      'Balance',
      ...fieldNames.map((n) => n.toLowerCase()),
      ...fieldNames.map((n) => n.toUpperCase()),
      ...fieldNames.map((n) => ` ${n}`),
    ),
  );
  return fc.dictionary(
    names.filter((n) => n !== '__proto__'),
    junkValue,
    { maxKeys: 3 },
  );
}

/** A top-level body that is not an object. */
export const nonObjectBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(junkValue, { maxLength: 3 }),
  junkString,
  junkNumber,
  fc.constantFrom(null, true, false, [], [{}]),
);
