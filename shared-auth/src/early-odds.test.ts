import { EARLY_CALL_MAX_AGE_MS } from './early-call';
import { fetchOdds, startEarlyOdds } from './early-odds';
import { parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

const realFetch = global.fetch;
const sent = jest.fn((url: string) => Promise.resolve({ text: () => Promise.resolve(url) }));
const URL_OF = {
  session: 'http://session.test/MatchOdds/GetOddslite/4/3200%2F1/2100',
  book: 'http://book.test/MatchOdds/GetOddslite/4/3200%2F1/2100',
};

beforeAll(() =>
  setRuntimeConfig(
    parseRuntimeConfig({
      apiBase: 'http://api.test',
      sessionOddsHost: 'http://session.test/',
      bookOddsHost: 'http://book.test',
      remotes: { sports: 'a', casino: 'b', reports: 'c' },
    }),
  ),
);
beforeEach(() => {
  sent.mockClear();
  global.fetch = sent as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

test("the early reads are both hosts' GetOddslite, sent once, and the page's first read takes each once", async () => {
  startEarlyOdds('3200/1', '2100');
  startEarlyOdds('3200/1', '2100');
  expect(sent.mock.calls.map(([url]) => url)).toEqual([URL_OF.session, URL_OF.book]);
  const reply = await fetchOdds('book', '3200/1', '2100', true);
  expect(await reply.text()).toBe(URL_OF.book);
  expect(sent).toHaveBeenCalledTimes(2);
  // taken: the next read of the same market goes to the network
  await fetchOdds('book', '3200/1', '2100', true);
  expect(sent).toHaveBeenCalledTimes(3);
  expect(sent.mock.calls[2]?.[0]).toBe(URL_OF.book);
});

test('a later (not first) read or one after EARLY_CALL_MAX_AGE_MS sends its own, with its signal', async () => {
  jest.useFakeTimers();
  startEarlyOdds('3200/1', '2101');
  const signal = new AbortController().signal;
  await fetchOdds('session', '3200/1', '2101', false, signal);
  expect(sent).toHaveBeenLastCalledWith(`${URL_OF.session.slice(0, -4)}2101`, {
    cache: 'no-store',
    signal,
  });
  expect(sent).toHaveBeenCalledTimes(3);
  jest.advanceTimersByTime(EARLY_CALL_MAX_AGE_MS + 1);
  await fetchOdds('book', '3200/1', '2101', true);
  expect(sent).toHaveBeenCalledTimes(4);
});
