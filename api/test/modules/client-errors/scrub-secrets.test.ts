import { scrubSecrets } from 'shared-api-types/src/scrub-secrets';

// The scrubber the browser and the API run over every text of an error report
// (shared-api-types/src/scrub-secrets.ts): what each form of a secret becomes.
const TOKEN = 'Qm9iLXRva2VuLXZhbHVlLTEyMzQ1Njc4OTAtYWJjZGVm';

test.each([
  // plain forms
  ['Authorization: Bearer abc123SECRETtoken', 'Authorization: [scrubbed] [scrubbed]'],
  ['password=hunter2secret&x=1', 'password=[scrubbed]&x=1'],
  ['{"Password":"hunter2secret"}', '{"Password":"[scrubbed]"}'],
  ['{"password": "correct horse battery"}', '{"password": "[scrubbed]"}'],
  // JSON inside a JSON string (a state dump in a message): the quotes are escaped
  ['{\\"Password\\":\\"esc4ped-pw\\"}', '{\\"Password\\":\\"[scrubbed]\\"}'],
  ['{\\"token\\": \\"esc4ped tok\\",\\"a\\":1}', '{\\"token\\": \\"[scrubbed]\\",\\"a\\":1}'],
  ['{\\\\\\"pwd\\\\\\":\\\\\\"tw1ce\\\\\\"}', '{\\\\\\"pwd\\\\\\":\\\\\\"[scrubbed]\\\\\\"}'],
  // URL-encoded (a URL inside a query string, a form body)
  ['?next=%2Fx%3Ftoken%3Durl3ncoded&y=1', '?next=%2Fx%3Ftoken%3D[scrubbed]&y=1'],
  ['%7B%22password%22%3A%22enc0ded%22%7D', '%7B%22password%22%3A%22[scrubbed]%22%7D'],
  ['Authorization%3A%20Bearer%20url3ncoded-bearer', 'Authorization%3A%20[scrubbed] [scrubbed]'],
  ['Authorization: Bearer%20url3ncoded-bearer', 'Authorization: [scrubbed] [scrubbed]'],
  // a bare token (43 characters of base64url, as the API issues them), known or not
  [`at f (${TOKEN})`, 'at f ([scrubbed])'],
  ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl', '[scrubbed]'],
])('%s', (text, scrubbed) => {
  expect(scrubSecrets(text)).toBe(scrubbed);
});

test('a known secret is replaced wherever it stands, even inside a word', () => {
  expect(scrubSecrets('x-kn0wn-s3cret-y and v1.0.0-kn0wn-s3cret', ['kn0wn-s3cret'])).toBe(
    'x-[scrubbed]-y and v1.0.0-[scrubbed]',
  );
  // too short to be a secret of ours: left alone (it would scrub ordinary words)
  expect(scrubSecrets('abc def', ['abc'])).toBe('abc def');
});

test('what is not a secret is kept: chunk names, versions, paths, long words', () => {
  for (const text of [
    'Loading chunk 516 failed. (https://sports.example/516.3ed4f605ee.js)',
    'at render (webpack://remote-sports/./src/components/match-odds-table.tsx:12:5)',
    '1.0.0-3ed4f605ee',
    '0.1.0+a000254',
    '/sportGame/1001/30999999/1.229999999',
    'tokenizer failed',
    'vendors-node_modules_pnpm_react-dom_19_1_0_node_modules_react-dom_client_js.3ed4f605ee.js',
  ]) {
    expect(scrubSecrets(text)).toBe(text);
  }
});

test('a stack of any shape is scrubbed in linear time (a report cannot stall the API)', () => {
  const longest = (text: string) => {
    const started = performance.now();
    scrubSecrets(text);
    return performance.now() - started;
  };
  // each of these took seconds (12 s for the first) with a backtracking key pattern
  for (const unit of ['token-', 'a-', 'password"', 'pwd%20%20', 'token=\\\\\\\\', 'Bearer ']) {
    expect(longest(unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000))).toBeLessThan(50);
  }
});
