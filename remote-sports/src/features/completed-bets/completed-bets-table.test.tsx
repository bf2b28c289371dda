import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { CompletedBetsTable } from './completed-bets-table';

const bet = {
  match: '6 Over Runs India',
  date: '2030-01-01T10:00:00Z',
  rate: '100',
  line: 50,
  resultScore: '55',
  amount: '100.00',
  betType: 'Yes',
  pl: '100.00',
};

describe('CompletedBetsTable', () => {
  it('shows No Bets Available and no total when empty', () => {
    render(<CompletedBetsTable data={{ sessionBets: [], total: '0.00' }} />);
    expect(screen.getByText('No Bets Available')).toBeTruthy();
    expect(screen.queryByText('Total Plus Minus')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Runner',
      'Date',
      'Run',
      'Rate',
      'Result',
      'Amount',
      'Mode',
      'P&L',
    ]);
  });
  it('colours minus values red and others blue, with a Total Plus Minus row', () => {
    render(
      <CompletedBetsTable
        data={{ sessionBets: [bet, { ...bet, betType: 'No', pl: '-110.00' }], total: '-10.00' }}
      />,
    );
    expect(screen.getByText('-110.00').className).toBe('amount-neg');
    expect(screen.getAllByText('100.00')[1]?.className).toBe('amount-pos');
    expect(screen.getByText('Total Plus Minus')).toBeTruthy();
    expect(screen.getByTestId('completed-total').className).toBe('amount-neg');
  });
  it('renders in Hindi: names stay as given, amounts keep Indian grouping', async () => {
    const big = { ...bet, amount: '200000.00', pl: '200000.00' };
    render(<CompletedBetsTable data={{ sessionBets: [big], total: '200000.00' }} />);
    await act(() => setLanguage('hi'));
    try {
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
      expect(screen.getByRole('table', { name: 'पूरे हुए फ़ैंसी दाँव' })).toBeTruthy();
      expect(screen.getByText('6 Over Runs India')).toBeTruthy();
      expect(screen.getByText('हाँ')).toBeTruthy();
      expect(screen.getByText('कुल प्लस माइनस')).toBeTruthy();
      expect(screen.getByTestId('completed-total').textContent).toBe('2,00,000.00');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
