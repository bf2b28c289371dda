import { act, render, screen } from '@testing-library/react';
import { BET_UNCONFIRMED_MESSAGE, setLanguage } from 'shared-auth';
import { CompletedBetsTable } from '../features/completed-bets/completed-bets-table';
import { refusalShown, runRangeText, t } from './texts';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const bet = {
  match: '6 Over Runs India',
  date: '2030-01-01T10:00:00Z',
  rate: '100',
  line: 50,
  resultScore: '55',
  amount: '200000.00',
  betType: 'Yes',
  pl: '200000.00',
};

test('a sports table renders in Hindi; names stay as given, amounts keep Indian grouping', async () => {
  render(<CompletedBetsTable data={{ sessionBets: [bet], total: '200000.00' }} />);
  expect(screen.getByRole('columnheader', { name: 'Runner' })).toBeTruthy();
  await act(() => setLanguage('hi'));
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'रनर',
    'तारीख',
    'रन',
    'रेट',
    'परिणाम',
    'राशि',
    'मोड',
    'लाभ और हानि',
  ]);
  expect(screen.getByRole('table', { name: 'पूरे हुए फ़ैंसी दांव' })).toBeTruthy();
  expect(screen.getByText('6 Over Runs India')).toBeTruthy();
  expect(screen.getByText('हाँ')).toBeTruthy();
  expect(screen.getByText('कुल प्लस माइनस')).toBeTruthy();
  expect(screen.getByTestId('completed-total').textContent).toBe('2,00,000.00');
});

test('run ranges and the unconfirmed bet follow the language; a server sentence stays', async () => {
  expect(runRangeText(t, { from: 55, to: null })).toBe('55 or more');
  await act(() => setLanguage('hi'));
  expect(runRangeText(t, { from: 0, to: null })).toBe('कोई भी स्कोर');
  expect(runRangeText(t, { from: 50, to: 54 })).toBe('50 से 54');
  expect(runRangeText(t, { from: 0, to: 49 })).toBe('49 या कम');
  expect(refusalShown(t, BET_UNCONFIRMED_MESSAGE)).toMatch(/^हम आपके दांव की पुष्टि/);
  expect(refusalShown(t, 'Odds changed')).toBe('Odds changed');
});
