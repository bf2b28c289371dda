import { t } from '../../i18n/texts';
import { dateProblem, emptyDates, lastDays } from './report-dates';
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

  it('counts days in UTC whatever the browser zone (run with TZ=America/New_York)', () => {
    // 22:00 on 03/10 in New York is already 03/11 in UTC.
    expect(lastDays(1, new Date('2025-03-11T02:00:00Z'))).toEqual({
      from: '03/10/2025',
      to: '03/11/2025',
    });
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
