import { playerDateTime } from 'shared-maths/player-time';
import { TableScroll } from 'shared-ui/report';
import { formatCoins } from 'shared-auth';
import type { BetRecord, MarketType } from '../../lib/bets/api/bet-lists';
import { useMatchBets } from '../../lib/bets/bets-query';
import './bets.css';

const TITLES: [MarketType, string][] = [
  ['odds', 'Odds bets'],
  ['toss', 'Toss bets'],
  ['book', 'Book bets'],
  ['session', 'Session bets'],
];

const amountClass = (v: string): string => (v.startsWith('-') ? 'amount-neg' : 'amount-pos');

function BetTable({ type, title, bets }: { type: MarketType; title: string; bets: BetRecord[] }) {
  return (
    <section className="bet-list" aria-label={title} data-testid={`bets-${type}`}>
      <h3>{title}</h3>
      <TableScroll label={title}>
        <table className="ui-table">
          <thead>
            <tr>
              <th>Runner</th>
              <th>Mode</th>
              <th>Rate</th>
              {type === 'session' && <th>Run</th>}
              <th>Amount</th>
              <th>Date</th>
              <th>P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {bets.length === 0 ? (
              <tr>
                <td colSpan={type === 'session' ? 7 : 6}>No Bets Available</td>
              </tr>
            ) : (
              bets.map((b) => (
                <tr key={b.betId} className={`bet-list__row bet-list__row--${b.side}`}>
                  <td>{b.runnerName}</td>
                  <td>{b.type}</td>
                  <td>{b.rate}</td>
                  {type === 'session' && <td>{b.line}</td>}
                  <td>{formatCoins(b.amount)}</td>
                  <td>{playerDateTime(new Date(b.date))}</td>
                  <td className={b.pl ? amountClass(b.pl) : ''}>
                    {b.pl === null ? b.status : formatCoins(b.pl)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** The player's odds, toss, book and session bets on the match. */
export function BetLists({ matchId }: { matchId: string }) {
  const lists = useMatchBets(matchId, (b) => b.lists);
  return (
    <div className="bet-lists">
      {TITLES.map(([type, title]) => (
        <BetTable key={type} type={type} title={title} bets={lists[type]} />
      ))}
    </div>
  );
}
