import { commissionTotals } from './commission-columns';

const row = (m: string, s: string, c: string, t: string) => ({
  date: '03/01/2025',
  mComm: m,
  sComm: s,
  cComm: c,
  tComm: t,
  name: 'Demo',
});

describe('commission Totals row', () => {
  it('sums each commission column exactly', () => {
    expect(
      commissionTotals(
        [row('0.10', '1.00', '2.05', '3.15'), row('0.20', '0.00', '0.95', '1.15')],
        'Totals',
      ),
    ).toEqual(['Totals', '0.30', '1.00', '3.00', '4.30', '']);
  });
  it('is zero for no rows', () => {
    expect(commissionTotals([], 'कुल')).toEqual(['कुल', '0.00', '0.00', '0.00', '0.00', '']);
  });
});
