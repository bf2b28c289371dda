import type { CasinoMatchDetails } from './api/ledger-api';
import { LedgerTable } from './ledger-table';
import { SummaryBox } from './summary-box';

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
      <div className="summary-boxes">
        <SummaryBox title="Match Plus Minus" amount={d.matchProfitLoss} />
        <SummaryBox title="Total Commission" amount={d.totalCommission} />
        <SummaryBox title="Mob. App. Charges" amount={d.mobileCharge} />
        <SummaryBox title="Net Plus Minus" amount={d.netPlusMinus} />
      </div>
    </>
  );
}
