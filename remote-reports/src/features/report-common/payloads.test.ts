import { commissionPayload } from '../my-commission/api/get-my-commission';
import { MARKET_OPTIONS, profitLossPayload } from '../profit-loss/api/get-user-profit-loss';
import { GAME_OPTIONS, liveBetPayload } from '../live-bets/api/get-live-bet-history';
import { betHistoryPayload } from '../bet-history/api/get-user-bet-history';
import { statementPayload } from '../statement/api/get-statement';

const dates = { from: '03/01/2025', to: '03/10/2025' };

describe('report request payloads', () => {
  it('commission sends FromDate and ToDate, empty for all time', () => {
    expect(commissionPayload(dates, 'Asia/Kolkata')).toEqual({
      FromDate: '03/01/2025',
      ToDate: '03/10/2025',
      TimeZone: 'Asia/Kolkata',
    });
    expect(commissionPayload({ from: '', to: '' }, 'UTC')).toEqual({
      FromDate: '',
      ToDate: '',
      TimeZone: 'UTC',
    });
  });

  it.each(MARKET_OPTIONS.map((o) => o.value))('profit-loss sends Market %s', (market) => {
    expect(profitLossPayload({ ...dates, market })).toEqual({
      FromDate: '03/01/2025',
      ToDate: '03/10/2025',
      Market: market,
    });
  });

  it('profit-loss sends All when no market is chosen', () => {
    expect(profitLossPayload({ ...dates, market: '' }).Market).toBe('All');
  });

  it.each(GAME_OPTIONS.map((o) => o.value))(
    'live bets send GameType %s with Action 2',
    (gameType) => {
      expect(liveBetPayload({ ...dates, gameType, status: '1' })).toEqual({
        FromDate: '03/01/2025',
        ToDate: '03/10/2025',
        GameType: gameType,
        Status: 1,
        Action: 2,
      });
    },
  );

  it('live bets send Status 0 for Open', () => {
    expect(liveBetPayload({ ...dates, gameType: 'All Game', status: '0' }).Status).toBe(0);
  });

  it.each([1, 4, 3] as const)(
    'bet history sends Action %i with the status and search',
    (action) => {
      expect(betHistoryPayload({ ...dates, status: '1', action, searchData: ' India ' })).toEqual({
        Status: 1,
        Action: action,
        FromDate: '03/01/2025',
        ToDate: '03/10/2025',
        searchData: 'India',
      });
    },
  );

  it('statement sends the dates', () => {
    expect(statementPayload(dates)).toEqual({ FromDate: '03/01/2025', ToDate: '03/10/2025' });
  });

  it('the selects carry the spec options', () => {
    expect(MARKET_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual([
      'All=All',
      'Live T20=t20',
      'Andar bahar=ab2',
      'One Day=ONEDAY',
      '7 up & Down=lucky7',
      'Test Teenpatti=test',
    ]);
    expect(GAME_OPTIONS.map((o) => o.value)).toEqual([
      'All Game',
      't20',
      'ab2',
      'oneday',
      'lucky7',
      'CARD32A',
      'dt2020',
      'test',
      'lucky7B',
      'BOLLYWOODCASINO',
      'AMARAKBARANTHONY',
    ]);
  });
});
