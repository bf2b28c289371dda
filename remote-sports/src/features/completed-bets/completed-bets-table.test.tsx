import { render, screen } from '@testing-library/react';
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
});
