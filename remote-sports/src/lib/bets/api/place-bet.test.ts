import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, BET_UNCONFIRMED_MESSAGE } from 'shared-auth';
import { placeBet, type PlaceBetBody } from './place-bet';

// The real callApi over a stubbed transport.
const post = jest.spyOn(apiClient, 'post');

const body: PlaceBetBody = {
  MatchId: 'm1',
  EventId: 'e1',
  MarketId: 'k1',
  MarketType: 'odds',
  SelectionId: 's1',
  Side: 'back',
  Price: '1.98',
  Stake: '100.00',
};
const config = { headers: {} } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown) =>
  new AxiosError('x', undefined, config, {}, { status, data, statusText: '', headers: {}, config });

beforeEach(() => post.mockReset());

test('sends the slip key and returns the placed bet', async () => {
  const balance = { balance: '900.00', exposure: '100.00', available: '800.00' };
  const matched = { matchedPrice: '2.02', matchedLine: null };
  post.mockResolvedValue({
    data: { status: 0, message: 'Bet placed', data: { betId: '7', balance, ...matched } },
  });
  await expect(placeBet(body, 'key-12345')).resolves.toEqual({
    ok: true,
    betId: '7',
    balance,
    ...matched,
    askedPrice: '1.98',
  });
  expect(post.mock.calls[0]?.[2]?.headers).toEqual({ 'Idempotency-Key': 'key-12345' });
});

test('a refusal, in the reply or as a 4xx, says why the bet was not placed', async () => {
  post.mockResolvedValueOnce({ data: { status: 1, message: 'Odds changed', data: null } });
  await expect(placeBet(body, 'k')).resolves.toEqual({ ok: false, message: 'Odds changed' });
  post.mockRejectedValueOnce(httpError(400, { status: 1, message: 'Stake must be a number' }));
  await expect(placeBet(body, 'k')).resolves.toEqual({
    ok: false,
    message: 'Stake must be a number',
  });
});

test('a lost, failed or unreadable reply says the bet is unconfirmed (a retry is safe)', async () => {
  const unconfirmed = { ok: false, message: BET_UNCONFIRMED_MESSAGE };
  post.mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
  await expect(placeBet(body, 'k')).resolves.toEqual(unconfirmed);
  post.mockRejectedValueOnce(new AxiosError('timeout', AxiosError.ECONNABORTED, config, {}));
  await expect(placeBet(body, 'k')).resolves.toEqual(unconfirmed);
  post.mockRejectedValueOnce(httpError(500, { status: 1, message: 'Internal error' }));
  await expect(placeBet(body, 'k')).resolves.toEqual(unconfirmed);
  post.mockResolvedValueOnce({ data: { status: 0, message: '' } });
  await expect(placeBet(body, 'k')).resolves.toEqual(unconfirmed);
});
