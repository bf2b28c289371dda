import { buildLedgerLines, type LedgerRow } from '../../../src/modules/ledgers/ledger-lines';
import {
  buildCasinoDetails,
  buildCasinoMatchList,
  buildSportsDetails,
  type SportsBetRow,
} from '../../../src/modules/ledgers/match-details';
import { ledgerTotals } from '../../support/ledger-helpers';

const at = (iso: string) => new Date(iso);
const row = (
  ref_type: string,
  ref_id: string,
  kind: string,
  amount: number,
  description: string,
  created: string,
): LedgerRow => ({
  ref_type,
  ref_id,
  kind,
  amount,
  description,
  created_at: at(created),
  team1: null,
  team2: null,
});

describe('ledger lines', () => {
  it('one line per match and per casino day with a running balance', () => {
    const lines = buildLedgerLines([
      row(
        'sports_market',
        'sports:m1:odds:1.1',
        'settlement',
        10000,
        'India v Australia - Match Odds',
        '2026-11-20T10:00:00Z',
      ),
      row(
        'sports_market',
        'sports:m1:odds:1.1',
        'commission',
        -200,
        'Commission - India v Australia - Match Odds',
        '2026-11-20T10:00:00Z',
      ),
      row(
        'sports_market',
        'sports:m1:session:9',
        'settlement',
        -3000,
        'India v Australia - 10 Over Runs',
        '2026-11-20T11:00:00Z',
      ),
      row(
        'casino_round',
        'casino:t20:5',
        'settlement',
        -10000,
        'Teen Patti T20 round 5',
        '2026-11-21T01:00:00Z',
      ),
      row(
        'casino_round',
        'casino:ab2:6',
        'settlement',
        2500,
        'Andar Bahar 2 round 6',
        '2026-11-21T23:59:59Z',
      ),
    ]);
    expect(lines).toEqual([
      {
        matchId: 'm1',
        sportId: 4,
        date: '11/20/2026',
        description: 'India v Australia',
        matchName: 'India v Australia',
        team1: 'India',
        team2: 'Australia',
        won: '68.00',
        lost: '0.00',
        balance: '68.00',
      },
      {
        matchId: 'casino-11212026',
        sportId: 5,
        date: '11/21/2026',
        description: 'Casino 11/21/2026',
        matchName: 'Casino',
        team1: '',
        team2: '',
        won: '0.00',
        lost: '75.00',
        balance: '-7.00',
      },
    ]);
  });

  it("a match's teams from the sports tables where they hold it, else from its description", () => {
    const settled = row(
      'sports_market',
      'sports:m2:odds:1',
      'settlement',
      100,
      'M v C - Toss',
      '2026-11-20T10:00:00Z',
    );
    const [fromTables] = buildLedgerLines([{ ...settled, team1: 'Mumbai', team2: 'Chennai' }]);
    expect([fromTables?.team1, fromTables?.team2]).toEqual(['Mumbai', 'Chennai']);
    const [described] = buildLedgerLines([settled]);
    expect([described?.team1, described?.team2]).toEqual(['M', 'C']);
  });
});

describe('match details', () => {
  const bet = (over: Partial<SportsBetRow>): SportsBetRow => ({
    market_type: 'odds',
    selection_name: 'India',
    side: 'back',
    price: 150,
    line: null,
    stake: 20000,
    result: 'India',
    pl: 10000,
    commission: 200,
    settled_at: null,
    created_at: at('2026-11-20T10:00:00Z'),
    ...over,
  });
  it('sports boxes equal the table sums and net = match + fancy - commission - mobile', () => {
    const d = buildSportsDetails([
      bet({}),
      bet({ market_type: 'book', side: 'lay', price: 45, stake: 10000, pl: -4500, commission: 0 }),
      bet({
        market_type: 'session',
        selection_name: '10 Over Runs',
        side: 'yes',
        price: 100,
        line: 80,
        stake: 10000,
        result: '85',
        pl: 10000,
        commission: 300,
      }),
      bet({
        market_type: 'session',
        selection_name: '20 Over Runs',
        side: 'no',
        price: 100,
        line: 160,
        stake: 10000,
        result: '',
        pl: 0,
        commission: 0,
      }),
    ]);
    expect(d.bookBetsDataList.map((b) => [b.team, b.rate, b.type, b.pl])).toEqual([
      ['India', '1.50', 'Back', '100.00'],
      ['India', '45', 'Lay', '-45.00'],
    ]);
    expect(d.sessionBetsDataList).toEqual([
      {
        match: '10 Over Runs',
        date: '11/20/2026 10:00:00',
        rate: '100',
        line: '80',
        resultScore: '85',
        amount: '100.00',
        betType: 'Yes',
        pl: '100.00',
      },
    ]);
    expect(ledgerTotals(d)).toEqual(['55.00', '100.00', '5.00', '0.00', '150.00']);
  });
  it('casino details and the casino day list', () => {
    const base = {
      round_id: '7',
      table_name: 'Teen Patti T20',
      market: 'Winner',
      rate: 198,
      result: 'Player A',
      created_at: at('2026-11-21T10:00:00Z'),
    };
    const d = buildCasinoDetails([
      { ...base, selection: 'Player A', stake: 20000, pl: 19600, commission: 192 },
      { ...base, selection: 'Player B', stake: 10000, pl: -10000, commission: 0 },
    ]);
    expect(d.casinoBetsDataLists.map((b) => [b.betPlaced, b.rate, b.winLoss, b.pl])).toEqual([
      ['Player A', '1.98', 'Won', '196.00'],
      ['Player B', '1.98', 'Lost', '-100.00'],
    ]);
    expect([d.matchProfitLoss, d.totalCommission, d.mobileCharge, d.netPlusMinus]).toEqual([
      '96.00',
      '1.92',
      '0.00',
      '94.08',
    ]);
    expect(
      buildCasinoMatchList([
        {
          round_id: '7',
          table_name: 'Teen Patti T20',
          winner: 'Player A',
          pl: -500,
          commission: 0,
        },
      ]),
    ).toEqual({
      ledgerCasinoMatchDatasLists: [
        {
          matchId: '7',
          description: 'Teen Patti T20 round 7',
          wonBy: 'Player A',
          won: '0.00',
          lost: '5.00',
        },
      ],
    });
  });
});
