import type { CasinoMatchDetails } from './api/ledger-api';
import { LedgerTable } from './ledger-table';
import { SummaryBoxes } from './summary-box';

/** Sport id 5: the casino BETS table titled with the match name, and four boxes. */
export function CasinoMatchTable({ d, title }: { d: CasinoMatchDetails; title: string }) {
  return (
    <>
      <LedgerTable
        title={title}
        label="casino bets"
        headers={[
          'Date',
          'Match Id',
          'Type',
          'Bet Placed',
          'Amount',
          'Rate',
          'Result',
          'Mode',
          'Won/Loss',
        ]}
        rows={d.casinoBetsDataLists}
        cells={(b) => [
          b.date,
          b.matchID,
          b.type,
          b.betPlaced,
          b.amount,
          b.rate,
          b.result,
          b.mode,
          b.winLoss,
        ]}
        pl={(b) => b.pl}
      />
      <SummaryBoxes
        boxes={[
          ['Match Plus Minus', d.matchProfitLoss],
          ['Total Commission', d.totalCommission],
          ['Mob. App. Charges', d.mobileCharge],
          ['Net Plus Minus', d.netPlusMinus],
        ]}
      />
    </>
  );
}
