import type { LedgerMatchDetails } from './api/ledger-api';
import { amountClass, EmptyRow, SummaryBox } from './summary-box';

/** Sport id 4: MATCH BETS (only if a book bet exists), FANCY BETS (only with a result), five boxes. */
export function SportsMatchTables({ d }: { d: LedgerMatchDetails }) {
  const fancy = d.sessionBetsDataList.filter((b) => b.resultScore.trim() !== '');
  return (
    <>
      {d.bookBetsDataList.length > 0 && (
        <div className="ui-table-wrap">
          <h3>MATCH BETS</h3>
          <table className="ui-table" aria-label="match bets">
            <thead>
              <tr>
                <th>Team</th>
                <th>Won By</th>
                <th>Date</th>
                <th>Rate</th>
                <th>Amount</th>
                <th>Mode</th>
                <th>P&amp;L</th>
              </tr>
            </thead>
            <tbody>
              {d.bookBetsDataList.map((b, i) => (
                <tr key={i}>
                  <td>{b.team}</td>
                  <td>{b.winner}</td>
                  <td>{b.date}</td>
                  <td>{b.rate}</td>
                  <td>{b.amount}</td>
                  <td>{b.type}</td>
                  <td className={amountClass(b.pl)}>{b.pl}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="ui-table-wrap">
        <h3>FANCY BETS</h3>
        <table className="ui-table" aria-label="fancy bets">
          <thead>
            <tr>
              <th>Runner</th>
              <th>Date</th>
              <th>Rate</th>
              <th>Result</th>
              <th>Amount</th>
              <th>Mode</th>
              <th>P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {fancy.length === 0 ? (
              <EmptyRow />
            ) : (
              fancy.map((b, i) => (
                <tr key={i}>
                  <td>{b.match}</td>
                  <td>{b.date}</td>
                  <td>{b.rate}</td>
                  <td>{b.resultScore}</td>
                  <td>{b.amount}</td>
                  <td>{b.betType}</td>
                  <td className={amountClass(b.pl)}>{b.pl}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="summary-boxes">
        <SummaryBox title="Match Plus Minus" amount={d.matchPM} />
        <SummaryBox title="Fancy Plus Minus" amount={d.sessionPlusMinus} />
        <SummaryBox title="Total Commission" amount={d.totalCommission} />
        <SummaryBox title="Mob. App. Charges" amount={d.mobileCharge} />
        <SummaryBox title="Net Plus Minus" amount={d.netPlusMinus} />
      </div>
    </>
  );
}
