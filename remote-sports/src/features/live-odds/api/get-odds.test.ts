import { startEarlyFetch } from 'shared-auth';
import { startTestSession } from 'shared-auth/test/session';
import { getOdds } from './get-odds';

const text = JSON.stringify({ market: [{ events: [] }] });
const replyOf = () => ({ ok: true, status: 200, text: () => Promise.resolve(text) }) as Response;
const fetchSpy = jest.fn(() => Promise.resolve(replyOf()));

beforeEach(() => {
  startTestSession();
  fetchSpy.mockClear();
  window.fetch = fetchSpy as unknown as typeof fetch;
});

test('the first read of an address sent at start-up is taken, not sent again; the next is sent', async () => {
  const url = 'http://b.test/MatchOdds/GetOddslite/4/32001004/210001004';
  startEarlyFetch(url, Promise.resolve(replyOf()), Date.now());
  await expect(getOdds('book', '32001004', '210001004')).resolves.toEqual({
    reply: { market: [{ events: [] }] },
    text,
  });
  expect(fetchSpy).not.toHaveBeenCalled();
  await getOdds('book', '32001004', '210001004');
  expect(fetchSpy).toHaveBeenCalledWith(url, { cache: 'no-store', signal: undefined });
});

test('a read sent at start-up that the page stopped waiting for is not shown', async () => {
  const url = 'http://s.test/MatchOdds/GetOddslite/4/1/2';
  startEarlyFetch(url, Promise.resolve(replyOf()), Date.now());
  const stop = new AbortController();
  stop.abort();
  await expect(getOdds('session', '1', '2', stop.signal)).rejects.toBeDefined();
});
