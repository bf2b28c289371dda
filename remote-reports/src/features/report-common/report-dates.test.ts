import { t } from '../../i18n/texts';
import { dateProblem, emptyDates, inPlayerDays, lastDays, utcDaysAround } from './report-dates';
import { inPlayerStatement } from '../statement/api/get-statement';
import { initialProfitLossFilters } from '../profit-loss/profit-loss-store';
import { initialLiveBetFilters } from '../live-bets/live-bets-store';
import { commissionReport } from '../my-commission/commission-store';

describe('report date defaults (fake clock)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-10T09:30:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('last 15 days ends today and crosses month ends', () => {
    expect(lastDays(15)).toEqual({ from: '02/23/2025', to: '03/10/2025' });
    expect(lastDays(15, new Date('2024-01-05T12:00:00Z'))).toEqual({
      from: '12/21/2023',
      to: '01/05/2024',
    });
  });

  it("counts the player's days: New York and India on one instant", () => {
    // 02:00 UTC on 03/11 is 22:00 on 03/10 in New York and 07:30 on 03/11 in India.
    const at = new Date('2025-03-11T02:00:00Z');
    expect(lastDays(1, at, 'America/New_York')).toEqual({ from: '03/09/2025', to: '03/10/2025' });
    expect(lastDays(1, at, 'Asia/Kolkata')).toEqual({ from: '03/10/2025', to: '03/11/2025' });
  });

  it('profit-loss and live bets start with the last 15 days; commission starts empty', () => {
    expect(initialProfitLossFilters()).toEqual({
      from: '02/23/2025',
      to: '03/10/2025',
      market: 'All',
    });
    expect(initialLiveBetFilters()).toEqual({
      from: '02/23/2025',
      to: '03/10/2025',
      gameType: 'All Game',
      status: '0',
    });
    expect(commissionReport.useStore.getState().filters).toEqual(emptyDates());
  });

  it('refuses malformed or reversed dates with a sentence', () => {
    const sentence = (dates: { from: string; to: string }) => {
      const problem = dateProblem(dates);
      return problem && t(problem);
    };
    expect(dateProblem({ from: '', to: '' })).toBeNull();
    expect(sentence({ from: '2025-03-01', to: '' })).toBe('Enter dates as MM/DD/YYYY.');
    expect(sentence({ from: '02/30/2025', to: '' })).toBe('Enter dates as MM/DD/YYYY.');
    expect(sentence({ from: '03/10/2025', to: '03/01/2025' })).toBe(
      'The From date must not be after the To date.',
    );
    expect(dateProblem({ from: '12/31/2024', to: '01/01/2025' })).toBeNull();
  });
});

describe("a bet's day is the player's day (docs/reports.md, Days)", () => {
  // Two bets by UTC: 03/10 20:00 (India 03/11 01:30, New York 03/10 16:00) and 03/11 03:00
  // (India 03/11 08:30, New York 03/10 23:00).
  const rows = [{ at: '03/10/2025 20:00:00' }, { at: '03/11/2025 03:00:00' }];
  const day = (from: string, to: string, zone: string) =>
    inPlayerDays(
      rows,
      { from, to },
      (r) => r.at,
      (_r, at) => ({ at }),
      zone,
    ).map((r) => r.at);

  it('asks the API for one more UTC day on each side; open ends stay open', () => {
    expect(utcDaysAround({ from: '03/01/2025', to: '03/10/2025' })).toEqual({
      from: '02/28/2025',
      to: '03/11/2025',
    });
    expect(utcDaysAround({ from: '', to: '' })).toEqual({ from: '', to: '' });
  });

  it('a player in Asia/Kolkata: both bets on 03/11, shown in IST', () => {
    expect(day('03/11/2025', '03/11/2025', 'Asia/Kolkata')).toEqual([
      '03/11/2025 01:30:00',
      '03/11/2025 08:30:00',
    ]);
    expect(day('03/10/2025', '03/10/2025', 'Asia/Kolkata')).toEqual([]);
  });

  it('a player in America/New_York: both bets on 03/10', () => {
    expect(day('03/10/2025', '03/10/2025', 'America/New_York')).toEqual([
      '03/10/2025 16:00:00',
      '03/10/2025 23:00:00',
    ]);
    expect(day('03/11/2025', '', 'America/New_York')).toEqual([]);
  });

  it("the statement's opening and closing balances follow the player's days", () => {
    const utc = {
      openingBalance: '100.00',
      closingBalance: '130.00',
      rows: [
        {
          date: '03/10/2025 20:00:00',
          description: 'a',
          kind: 'settlement' as const,
          subject: 'a',
          about: null,
          credit: '10.00',
          debit: '0.00',
          balance: '110.00',
        },
        {
          date: '03/11/2025 03:00:00',
          description: 'b',
          kind: 'settlement' as const,
          subject: 'b',
          about: null,
          credit: '20.00',
          debit: '0.00',
          balance: '130.00',
        },
      ],
    };
    const ny = inPlayerStatement(utc, { from: '03/10/2025', to: '03/10/2025' }, 'America/New_York');
    expect([ny.openingBalance, ny.rows.length, ny.closingBalance]).toEqual(['100.00', 2, '130.00']);
    const india = inPlayerStatement(utc, { from: '03/11/2025', to: '03/11/2025' }, 'Asia/Kolkata');
    expect([india.openingBalance, india.rows.length, india.closingBalance]).toEqual([
      '100.00',
      2,
      '130.00',
    ]);
    const later = inPlayerStatement(utc, { from: '03/12/2025', to: '' }, 'Asia/Kolkata');
    expect([later.openingBalance, later.rows.length, later.closingBalance]).toEqual([
      '130.00',
      0,
      '130.00',
    ]);
    const nyAfter = inPlayerStatement(utc, { from: '', to: '03/09/2025' }, 'America/New_York');
    expect([nyAfter.openingBalance, nyAfter.rows.length, nyAfter.closingBalance]).toEqual([
      '100.00',
      0,
      '100.00',
    ]);
  });
});
