import { act } from 'react';
import { setLanguage } from 'shared-auth';
import { outcomeText } from '../features/ledgers/summary-box';
import { columnIn, t } from './texts';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('the casino texts switch with the language; amounts keep Indian grouping', async () => {
  expect(t('ledger.title')).toBe('MY LEDGER');
  await act(() => setLanguage('hi'));
  expect(t('ledger.title')).toBe('मेरा लेजर');
  expect(columnIn(t, 'Won By')).toBe('विजेता');
  expect(outcomeText(t, '-200000')).toBe('आप 2,00,000.00 /- कॉइन्स हारे।');
});

test("a label without a text (a feed's name) stays as given", () => {
  expect(columnIn(t, 'Player A')).toBe('Player A');
});
