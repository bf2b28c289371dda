import type { CasinoMatchDetails, CasinoMatchList, LedgerMatchDetails } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import { formatDateTime } from 'shared-maths/calendar-day';

/** Mobile app charges: this exchange charges none, so the box always reads 0.00 (docs/casino.md). */
export const MOBILE_CHARGE_CENTS = 0;

export interface SportsBetRow {
  market_type: 'odds' | 'book' | 'toss' | 'session';
  selection_name: string;
  side: 'back' | 'lay' | 'yes' | 'no';
  price: number;
  line: number | null;
  stake: number;
  result: string | null;
  pl: number;
  commission: number;
  settled_at: Date | null;
  created_at: Date;
}

const MODE: Record<SportsBetRow['side'], string> = {
  back: 'Back',
  lay: 'Lay',
  yes: 'Yes',
  no: 'No',
};

/** Odds and toss prices are decimal odds x100; bookmaker rates and fancy rates are shown as given. */
function rateText(bet: SportsBetRow): string {
  return bet.market_type === 'odds' || bet.market_type === 'toss'
    ? formatCents(bet.price)
    : String(bet.price);
}

export function buildSportsDetails(bets: readonly SportsBetRow[]): LedgerMatchDetails {
  const book = bets.filter((b) => b.market_type !== 'session');
  const fancy = bets.filter((b) => b.market_type === 'session' && (b.result ?? '').trim() !== '');
  const sum = (list: readonly SportsBetRow[], f: (b: SportsBetRow) => number) =>
    list.reduce((a, b) => a + f(b), 0);
  const matchPm = sum(book, (b) => b.pl);
  const sessionPm = sum(fancy, (b) => b.pl);
  const commission = sum(book, (b) => b.commission) + sum(fancy, (b) => b.commission);
  return {
    bookBetsDataList: book.map((b) => ({
      team: b.selection_name,
      winner: b.result ?? '',
      date: formatDateTime(b.created_at),
      rate: rateText(b),
      amount: formatCents(b.stake),
      type: MODE[b.side],
      pl: formatCents(b.pl),
    })),
    sessionBetsDataList: fancy.map((b) => ({
      match: b.selection_name,
      date: formatDateTime(b.created_at),
      rate: String(b.price),
      line: b.line === null ? '' : String(b.line),
      resultScore: b.result ?? '',
      amount: formatCents(b.stake),
      betType: MODE[b.side],
      pl: formatCents(b.pl),
    })),
    matchPM: formatCents(matchPm),
    sessionPlusMinus: formatCents(sessionPm),
    totalCommission: formatCents(commission),
    mobileCharge: formatCents(MOBILE_CHARGE_CENTS),
    netPlusMinus: formatCents(matchPm + sessionPm - commission - MOBILE_CHARGE_CENTS),
  };
}

export interface CasinoBetRow {
  round_id: string;
  table_name: string;
  market: string;
  selection: string;
  rate: number;
  stake: number;
  result: string | null;
  pl: number;
  commission: number;
  created_at: Date;
}

export function buildCasinoDetails(bets: readonly CasinoBetRow[]): CasinoMatchDetails {
  const pl = bets.reduce((a, b) => a + b.pl, 0);
  const commission = bets.reduce((a, b) => a + b.commission, 0);
  return {
    casinoBetsDataLists: bets.map((b) => ({
      date: formatDateTime(b.created_at),
      matchID: b.round_id,
      type: `${b.table_name} - ${b.market}`,
      betPlaced: b.selection,
      amount: formatCents(b.stake),
      rate: formatCents(b.rate),
      result: b.result ?? '',
      mode: 'Back',
      winLoss: b.pl > 0 ? 'Won' : b.pl < 0 ? 'Lost' : 'Void',
      pl: formatCents(b.pl),
    })),
    matchProfitLoss: formatCents(pl),
    totalCommission: formatCents(commission),
    mobileCharge: formatCents(MOBILE_CHARGE_CENTS),
    netPlusMinus: formatCents(pl - commission - MOBILE_CHARGE_CENTS),
  };
}

export interface CasinoRoundRow {
  round_id: string;
  table_name: string;
  winner: string | null;
  pl: number;
  commission: number;
}

/** MY LEDGER rows of a casino day: one per round the player bet on; won/lost are net of commission. */
export function buildCasinoMatchList(rounds: readonly CasinoRoundRow[]): CasinoMatchList {
  return {
    ledgerCasinoMatchDatasLists: rounds.map((r) => {
      const net = r.pl - r.commission;
      return {
        matchId: r.round_id,
        description: `${r.table_name} round ${r.round_id}`,
        wonBy: r.winner ?? '',
        won: formatCents(Math.max(0, net)),
        lost: formatCents(Math.max(0, -net)),
      };
    }),
  };
}
