import { act } from 'react';
import { clientFailureText, setLanguage } from 'shared-auth';
import { refusalShown, runRangeText, t } from './texts';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test.each([
  [{ from: 0, to: 49 }, '49 or less'],
  [{ from: 50, to: 51 }, '50 to 51'],
  [{ from: 52, to: 52 }, '52'],
  [{ from: 53, to: null }, '53 or more'],
  [{ from: 0, to: null }, 'Any score'],
])('run range %o -> %s', (range, label) => {
  expect(runRangeText(t, range)).toBe(label);
});

test('run ranges and the unconfirmed bet follow the language; a server sentence stays', async () => {
  await act(() => setLanguage('hi'));
  expect(runRangeText(t, { from: 0, to: null })).toBe('कोई भी स्कोर');
  expect(runRangeText(t, { from: 50, to: 54 })).toBe('50 से 54');
  expect(runRangeText(t, { from: 0, to: 49 })).toBe('49 या कम');
  expect(refusalShown(t, clientFailureText('BET_UNCONFIRMED'), 'BET_UNCONFIRMED')).toMatch(
    /^हम आपके दाँव की पुष्टि/,
  );
  expect(refusalShown(t, 'Odds changed')).toBe('Odds changed');
});

test("a bet refusal's code is told in the player's language; an unknown code keeps the sentence", async () => {
  expect(refusalShown(t, 'Odds changed', 'ODDS_CHANGED')).toBe('Odds changed');
  await act(() => setLanguage('hi'));
  expect(refusalShown(t, 'Odds changed', 'ODDS_CHANGED')).toBe('भाव बदल गया');
  expect(
    refusalShown(t, 'Insufficient balance', 'INSUFFICIENT_BALANCE', {
      needed: '200.00',
      available: '1500.00',
    }),
  ).toBe('बैलेंस पर्याप्त नहीं है: 200.00 कॉइन चाहिए, 1,500.00 कॉइन उपलब्ध हैं');
  // from an older server, without its amounts: its own sentence
  expect(refusalShown(t, 'Insufficient balance', 'INSUFFICIENT_BALANCE')).toBe(
    'Insufficient balance',
  );
  expect(refusalShown(t, 'Something new', 'SOMETHING_NEW')).toBe('Something new');
});
