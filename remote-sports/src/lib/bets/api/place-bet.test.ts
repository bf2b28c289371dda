import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { apiClient, setLanguage } from 'shared-auth';
import { refusalShown, t } from '../../../i18n/texts';
import { placeBet, type PlaceBetBody } from './place-bet';

const body: PlaceBetBody = {
  MatchId: 'm1',
  EventId: 'e1',
  MarketId: 'k1',
  MarketType: 'book',
  SelectionId: 's1',
  Side: 'back',
  Price: '90',
  Stake: '100.00',
};

/** The real client and callApi; only the transport answers with this refusal. */
function refuseWith(reply: { message: string; code?: string; values?: object }) {
  const adapter: AxiosAdapter = (config) =>
    Promise.resolve({
      status: 200,
      statusText: '',
      headers: {},
      config,
      data: { status: 1, data: null, ...reply },
    });
  apiClient.defaults.adapter = adapter;
  apiClient.defaults.baseURL = 'http://api.test';
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test("the slip's refusal: the client's words for a code it knows, in the player's language", async () => {
  refuseWith({ message: 'server words', code: 'STAKES_REPEAT' });
  expect(await placeBet(body, 'k-1')).toEqual({
    ok: false,
    message: 'QuickStakes must not repeat an amount',
    code: 'STAKES_REPEAT',
    values: null,
  });
  await act(() => setLanguage('hi'));
  const outcome = await placeBet(body, 'k-2');
  expect(outcome.ok).toBe(false);
  expect(!outcome.ok && outcome.message).toMatch(/[\u0900-\u097F]/);
});

test("the slip's refusal: the server's sentence for a code the client does not know, or none", async () => {
  await act(() => setLanguage('hi'));
  refuseWith({ message: 'Odds changed', code: 'SOMETHING_NEW' });
  expect(await placeBet(body, 'k-3')).toEqual({
    ok: false,
    message: 'Odds changed',
    code: 'SOMETHING_NEW',
    values: null,
  });
  refuseWith({ message: 'Stake is below the minimum of 100 Coins' });
  expect(await placeBet(body, 'k-4')).toEqual({
    ok: false,
    message: 'Stake is below the minimum of 100 Coins',
    code: null,
    values: null,
  });
});

test("the slip's refusal with values: the amount worded in the player's language", async () => {
  await act(() => setLanguage('hi'));
  const values = { amount: '150.00' };
  refuseWith({
    message: 'Your stake limit is 150.00 Coins per bet',
    code: 'SAFER_STAKE_LIMIT',
    values,
  });
  expect(await placeBet(body, 'k-5')).toEqual({
    ok: false,
    message: 'आपकी स्टेक सीमा प्रति दाँव 150.00 कॉइन है',
    code: 'SAFER_STAKE_LIMIT',
    values,
  });
});

test('a break from sports: its code is told in the player language, as the slip shows it', async () => {
  const sentence = 'You are taking a break from sports betting';
  refuseWith({ message: sentence, code: 'SAFER_SPORTS_BREAK_BET' });
  const en = await placeBet(body, 'k-5');
  expect(!en.ok && refusalShown(t, en.message, en.code)).toBe(
    'You are taking a break from sports betting. The safer gambling page shows when it ends.',
  );
  await act(() => setLanguage('hi'));
  const hi = await placeBet(body, 'k-6');
  expect(!hi.ok && refusalShown(t, hi.message, hi.code)).toBe(
    'आप खेल सट्टेबाज़ी से विराम ले रहे हैं। यह कब समाप्त होगा, सुरक्षित खेल पेज पर दिखाया गया है।',
  );
});
