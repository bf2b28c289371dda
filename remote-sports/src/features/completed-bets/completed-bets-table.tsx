import { playerDateTime } from 'shared-maths/player-time';
import { TableScroll } from 'shared-ui/report';
import { formatCoins } from 'shared-auth';
import type { CompletedSessionBets } from './api/get-completed-session-bets';

/** Red for values starting with a minus sign, blue otherwise (docs/sports.md, Completed bets). */
export const signClass = (value: string): string =>
  value.trim().startsWith('-') ? 'amount-neg' : 'amount-pos';

/** Table "completed fancy bets": Runner, Date, Run, Rate, Result, Amount, Mode, P&L. */
export function CompletedBetsTable({ data }: { data: CompletedSessionBets }) {
  const showTotal = Number(data.total) !== 0;
  return (
    <TableScroll label="completed fancy bets">
      <table className="ui-table" aria-label="completed fancy bets">
        <caption className="completed__title">completed fancy bets</caption>
        <thead>
          <tr>
            <th>Runner</th>
            <th>Date</th>
            <th>Run</th>
            <th>Rate</th>
            <th>Result</th>
            <th>Amount</th>
            <th>Mode</th>
            <th>P&amp;L</th>
          </tr>
        </thead>
        <tbody>
          {data.sessionBets.length === 0 ? (
            <tr>
              <td colSpan={8}>No Bets Available</td>
            </tr>
          ) : (
            data.sessionBets.map((b, i) => (
              <tr key={`${b.match}-${b.date}-${i}`}>
                <td>{b.match}</td>
                <td>{playerDateTime(new Date(b.date))}</td>
                <td>{b.line}</td>
                <td>{b.rate}</td>
                <td>{b.resultScore}</td>
                <td className={signClass(b.amount)}>{formatCoins(b.amount)}</td>
                <td>{b.betType}</td>
                <td className={signClass(b.pl)}>{formatCoins(b.pl)}</td>
              </tr>
            ))
          )}
          {showTotal && (
            <tr className="completed__total">
              <td colSpan={7}>Total Plus Minus</td>
              <td className={signClass(data.total)} data-testid="completed-total">
                {formatCoins(data.total)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
