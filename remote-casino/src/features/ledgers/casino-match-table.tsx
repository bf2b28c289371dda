import type { CasinoMatchDetails } from './api/ledger-api';
import { amountClass, EmptyRow, SummaryBox } from './summary-box';

/** Sport id 5: the casino BETS table titled with the match name, and four boxes. */
export function CasinoMatchTable({ d, title }: { d: CasinoMatchDetails; title: string }) {
  return (
    <>
      <div className="ui-table-wrap">
        <h3>{title}</h3>
        <table className="ui-table" aria-label="casino bets">
          <thead>
            <tr>
              <th>Date</th>
              <th>Match Id</th>
              <th>Type</th>
              <th>Bet Placed</th>
              <th>Amount</th>
              <th>Rate</th>
              <th>Result</th>
              <th>Mode</th>
              <th>Won/Loss</th>
              <th>P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {d.casinoBetsDataLists.length === 0 ? (
              <EmptyRow />
            ) : (
              d.casinoBetsDataLists.map((b, i) => (
                <tr key={i}>
                  <td>{b.date}</td>
                  <td>{b.matchID}</td>
                  <td>{b.type}</td>
                  <td>{b.betPlaced}</td>
                  <td>{b.amount}</td>
                  <td>{b.rate}</td>
                  <td>{b.result}</td>
                  <td>{b.mode}</td>
                  <td>{b.winLoss}</td>
                  <td className={amountClass(b.pl)}>{b.pl}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="summary-boxes">
        <SummaryBox title="Match Plus Minus" amount={d.matchProfitLoss} />
        <SummaryBox title="Total Commission" amount={d.totalCommission} />
        <SummaryBox title="Mob. App. Charges" amount={d.mobileCharge} />
        <SummaryBox title="Net Plus Minus" amount={d.netPlusMinus} />
      </div>
    </>
  );
}
