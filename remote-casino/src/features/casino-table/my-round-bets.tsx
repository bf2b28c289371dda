import { TableScroll } from 'shared-ui/report';
import type { RoundBet } from './api/table-api';

/** The player's bets in this round with what each can win or lose, and the P/L once settled. */
export function MyRoundBets({ bets }: { bets: RoundBet[] }) {
  return (
    <TableScroll label="my bets this round">
      <table className="ui-table" aria-label="my bets this round">
        <thead>
          <tr>
            <th>Market</th>
            <th>Selection</th>
            <th>Rate</th>
            <th>Stake</th>
            <th>Win</th>
            <th>Loss</th>
            <th>P/L</th>
          </tr>
        </thead>
        <tbody>
          {bets.length === 0 ? (
            <tr>
              <td colSpan={7}>No bets in this round</td>
            </tr>
          ) : (
            bets.map((b) => (
              <tr key={b.betId}>
                <td>{b.market}</td>
                <td>{b.selection}</td>
                <td>{b.rate}</td>
                <td>{b.stake}</td>
                <td className="amount-pos">{b.possibleWin}</td>
                <td className="amount-neg">{b.possibleLoss}</td>
                <td className={b.pl?.startsWith('-') ? 'amount-neg' : 'amount-pos'}>
                  {b.pl ?? '-'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
