import { betRequest, matchedText, placedText } from './bet-request';

const reply = { matchedLine: null, matched: '0.00', waiting: '0.00' };

test('a bet matched in full says its price, a fancy bet its line too', () => {
  expect(matchedText({ ...reply, matchedPrice: '1.86', matched: '500.00' })).toBe(
    'Matched at 1.86',
  );
  expect(matchedText({ ...reply, matchedPrice: '100', matchedLine: 52, matched: '10.00' })).toBe(
    'Matched at 100 (52)',
  );
});

test('an order that waits in the book says so, in full or in part, at the price asked', () => {
  expect(matchedText({ ...reply, matchedPrice: '1.50', waiting: '1500.00' })).toBe(
    '1,500.00 waiting at 1.50',
  );
  expect(
    matchedText({
      ...reply,
      matchedPrice: '1.55',
      matched: '300.00',
      waiting: '200.00',
      askedPrice: '1.60',
    }),
  ).toBe('Matched 300.00 at 1.55 · 200.00 waiting at 1.60');
});

test('the confirmation names the bet and its outcome in one sentence', () => {
  const outcome = { ...reply, matchedPrice: '3.30', matched: '500.00' };
  expect(placedText({ side: 'back', runnerName: 'South Africa' }, 50000, outcome)).toBe(
    'Bet placed: Back South Africa 500.00 · Matched at 3.30',
  );
});

test('match odds send the persistence chosen; without one the API default (lapse) applies', () => {
  const selection = {
    matchId: '1',
    eventId: '2',
    marketId: '3',
    marketType: 'odds' as const,
    selectionId: '4',
    runnerName: 'India',
    side: 'lay' as const,
    price: 160,
    line: null,
    runnerIds: ['4', '5'],
  };
  expect(betRequest(selection, 160, null, 50000, 'keep')).toMatchObject({
    Price: '1.60',
    Stake: '500.00',
    Persistence: 'keep',
  });
  expect(betRequest(selection, 160, null, 50000)).not.toHaveProperty('Persistence');
});
