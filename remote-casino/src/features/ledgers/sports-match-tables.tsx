import type { LedgerMatchDetails } from './api/ledger-api';
import { LedgerTable } from './ledger-table';
import { SummaryBoxes } from './summary-box';

/** Sport id 4: MATCH BETS (only if a book bet exists), FANCY BETS (only with a result), five boxes. */
export function SportsMatchTables({ d }: { d: LedgerMatchDetails }) {
  const fancy = d.sessionBetsDataList.filter((b) => b.resultScore.trim() !== '');
  return (
    <>
      {d.bookBetsDataList.length > 0 && (
        <LedgerTable
          title="MATCH BETS"
          label="match bets"
          headers={['Team', 'Won By', 'Date', 'Rate', 'Amount', 'Mode']}
          rows={d.bookBetsDataList}
          cells={(b) => [b.team, b.winner, b.date, b.rate, b.amount, b.type]}
          pl={(b) => b.pl}
        />
      )}
      <LedgerTable
        title="FANCY BETS"
        label="fancy bets"
        headers={['Runner', 'Date', 'Rate', 'Result', 'Amount', 'Mode']}
        rows={fancy}
        cells={(b) => [b.match, b.date, b.rate, b.resultScore, b.amount, b.betType]}
        pl={(b) => b.pl}
      />
      <SummaryBoxes
        boxes={[
          ['Match Plus Minus', d.matchPM],
          ['Fancy Plus Minus', d.sessionPlusMinus],
          ['Total Commission', d.totalCommission],
          ['Mob. App. Charges', d.mobileCharge],
          ['Net Plus Minus', d.netPlusMinus],
        ]}
      />
    </>
  );
}
