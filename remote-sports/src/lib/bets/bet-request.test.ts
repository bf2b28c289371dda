import { matchedText } from './bet-request';

const reply = { matchedLine: null, matched: '0.00', waiting: '0.00' };

test('a bet matched in full says its price, a fancy bet its line too', () => {
  expect(matchedText({ ...reply, matchedPrice: '1.86', matched: '500.00' })).toBe(
    'Matched at 1.86',
  );
  expect(matchedText({ ...reply, matchedPrice: '100', matchedLine: 52, matched: '10.00' })).toBe(
    'Matched at 100 (52)',
  );
});

test('an order that waits in the book says so, in full or in part', () => {
  expect(matchedText({ ...reply, matchedPrice: '1.50', waiting: '1500.00' })).toBe(
    '1,500.00 waiting at 1.50',
  );
  expect(
    matchedText({ ...reply, matchedPrice: '1.55', matched: '4075.00', waiting: '15925.00' }),
  ).toBe('Matched 4,075.00 at 1.55 · 15,925.00 waiting');
});
