import type { FastifyInstance } from 'fastify';
import { testConfig } from './support/test-app';
import { setOddsFeed } from '../src/odds-feed';
import { buildOddsHosts } from '../src/odds-hosts';

let hosts: Record<'session' | 'book', FastifyInstance>;
beforeAll(async () => {
  hosts = await buildOddsHosts(testConfig());
});
afterAll(async () => {
  setOddsFeed(null);
  await Promise.all([hosts.session.close(), hosts.book.close()]);
});

const url = (eventId: string, marketId: string) =>
  `/MatchOdds/GetOddslite/4/${eventId}/${marketId}`;

describe('odds hosts', () => {
  it('answers 404 Unknown market without a feed', async () => {
    setOddsFeed(null);
    const res = await hosts.session.inject({ method: 'GET', url: url('101', '1.23') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unknown market' });
  });

  it('serves each host from its side of the feed', async () => {
    setOddsFeed({
      sessionOdds: (e, m) => (e === '101' ? { kind: 'session', e, m } : null),
      bookOdds: (e, m) => (e === '101' ? { kind: 'book', e, m } : null),
    });
    const s = await hosts.session.inject({
      method: 'GET',
      url: url('101', '1.23'),
      headers: { origin: 'http://localhost:3000' },
    });
    expect(s.json()).toEqual({ kind: 'session', e: '101', m: '1.23' });
    expect(s.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(s.headers['cache-control']).toBe('no-store');
    const b = await hosts.book.inject({ method: 'GET', url: url('101', '1-2') });
    expect(b.json()).toEqual({ kind: 'book', e: '101', m: '1-2' });
    expect((await hosts.book.inject({ method: 'GET', url: url('999', '1') })).statusCode).toBe(404);
  });

  it('rejects bad ids with a 400', async () => {
    for (const bad of [url('abc', '1'), url('1', 'x;y'), url('1'.repeat(41), '1')]) {
      const res = await hosts.book.inject({ method: 'GET', url: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/eventId|marketId/);
    }
  });
});
