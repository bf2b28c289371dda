import fc from 'fast-check';
import type { CallSpec, FuzzContext } from './fuzz-calls';
import type { FuzzRequest } from './fuzz-runner';

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'a/b/c',
  ';',
  '',
];

/** Bodies that are not a plain JSON object, or are one in a form a parser might trip over. */
function rawBodies(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string | Buffer> {
  const json = valid.map((b) => JSON.stringify(b));
  const deep = fc
    .integer({ min: 1000, max: 100_000 })
    .map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
  return fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.tuple(json, fc.nat()).map(([s, n]) => s.slice(0, n % Math.max(1, s.length))),
    json.map((s) => `\ufeff${s}`),
    json.map((s) => s.replace(/}$/, ',"Stake":"-5","Stake":"1e309","sessionId":"x"}')),
    json.map((s) =>
      Buffer.concat([Buffer.from(s.slice(0, -1)), Buffer.from(',"X":"\xff\xfe\x00"}', 'latin1')]),
    ),
    json.map((s) =>
      Buffer.concat([
        Buffer.from(s.slice(0, 2)),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
        Buffer.from(s.slice(2)),
      ]),
    ),
    json.map((s) => s.replace(/^\{/, '{"__proto__":{"isAdmin":true},')),
    json.map((s) => s.replace(/^\{/, '{"constructor":{"prototype":{"polluted":1}},')),
    json.map((s) => `${s}${s}`),
    json.map((s) => `${s} trailing`),
    json.map((s) => `/* comment */ ${s}`),
    json.map((s) =>
      Object.entries(JSON.parse(s) as Record<string, unknown>)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&'),
    ),
    deep,
    fc.integer({ min: 1000, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.constantFrom(
      '',
      ' ',
      '\n',
      'null',
      'true',
      '0',
      '1e309',
      '"string"',
      '[]',
      '{',
      '}',
      '{"a":}',
      "{'a':1}",
      '{"a":1,}',
      'NaN',
      '\u0000',
    ),
  );
}

/** Non-JSON and malformed-JSON requests to one call, under every kind of Content-Type. */
export function rawRequests(spec: CallSpec, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(rawBodies(spec.valid(ctx)), fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 8 }))
    .map(([body, type]): FuzzRequest => ({
      payload: body,
      headers: type === null ? {} : { 'content-type': type },
    }));
}
