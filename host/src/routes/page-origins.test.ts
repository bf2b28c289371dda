import type { RuntimeConfig } from 'shared-auth';
import { pageOrigins, preconnect } from './page-origins';

const config = {
  apiBase: 'http://127.0.0.1:4000',
  sessionOddsHost: 'http://127.0.0.1:4001/odds',
  bookOddsHost: 'https://book.example:4002',
  remotes: {},
} as unknown as RuntimeConfig;

test("a match page's origins are both odds hosts' (any case, a trailing slash); other pages have none", () => {
  const both = ['http://127.0.0.1:4001', 'https://book.example:4002'];
  expect(pageOrigins('/sportGame/1004/32001004/210001004', config)).toEqual(both);
  expect(pageOrigins('/sportgame/1004/32001004/210001004/', config)).toEqual(both);
  expect(pageOrigins('/matches', config)).toEqual([]);
  expect(pageOrigins('/Completed-bets/1004/32001004/210001004', config)).toEqual([]);
});

test('preconnect adds an anonymous preconnect link for each origin to the head', () => {
  preconnect(['http://127.0.0.1:4001', 'https://book.example:4002']);
  const links = [...document.head.querySelectorAll('link[rel="preconnect"]')];
  expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
    ['http://127.0.0.1:4001', 'anonymous'],
    ['https://book.example:4002', 'anonymous'],
  ]);
});
