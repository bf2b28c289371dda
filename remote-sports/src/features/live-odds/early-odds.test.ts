import { getBothOdds } from './api/get-both-odds';
import { EARLY_CALL_MAX_AGE_MS } from 'shared-auth';
import { sendEarlyOdds, takeEarlyOdds } from './early-odds';

jest.mock('./api/get-both-odds', () => ({ getBothOdds: jest.fn() }));
const sent = getBothOdds as jest.MockedFunction<typeof getBothOdds>;
const both = { session: null, book: null };

beforeEach(() => {
  sent.mockReset();
  sent.mockResolvedValue(both);
});

test('a match is read once however often its page draws, and the read is taken once', async () => {
  sendEarlyOdds('e1', 'm1');
  sendEarlyOdds('e1', 'm1');
  expect(sent).toHaveBeenCalledTimes(1);
  expect(sent).toHaveBeenCalledWith('e1', 'm1', expect.any(AbortSignal));
  expect(takeEarlyOdds('e1', 'm2')).toBeNull();
  await expect(takeEarlyOdds('e1', 'm1')).resolves.toBe(both);
  expect(takeEarlyOdds('e1', 'm1')).toBeNull();
});

test('another match replaces the read; none without an event; an old read is not taken', () => {
  jest.useFakeTimers();
  try {
    sendEarlyOdds('', 'm1');
    expect(sent).not.toHaveBeenCalled();
    sendEarlyOdds('e1', 'm1');
    sendEarlyOdds('e2', 'm1');
    expect(sent).toHaveBeenCalledTimes(2);
    expect(takeEarlyOdds('e1', 'm1')).toBeNull();
    jest.advanceTimersByTime(EARLY_CALL_MAX_AGE_MS + 1);
    expect(takeEarlyOdds('e2', 'm1')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test("an early reply already in is handed over in a later task, not in the taker's", async () => {
  sendEarlyOdds('e3', 'm1');
  await Promise.resolve();
  let got = false;
  void takeEarlyOdds('e3', 'm1')?.then(() => (got = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  expect(got).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(got).toBe(true);
});
