import { dailyPl } from './daily-pl';

const r = (date: string, profitLoss: string, commission = '0.00') => ({
  description: 'x',
  about: { kind: 'casino' as const, tableCode: 't20', table: 'Teen Patti T20', round: '1' },
  market: 't20',
  profitLoss,
  commission,
  date,
});

describe('dailyPl', () => {
  it('nets P/L minus commission per day, oldest first across years', () => {
    expect(
      dailyPl([
        r('01/02/2025 10:00:00', '10.00', '0.20'),
        r('12/31/2024 09:00:00', '-5.00'),
        r('01/02/2025 11:00:00', '-1.50'),
      ]),
    ).toEqual([
      { day: '12/31/2024', cents: -500 },
      { day: '01/02/2025', cents: 830 },
    ]);
  });
});
