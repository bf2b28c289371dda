import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { TableScroll } from 'shared-ui/report';
import { ledgerListQuery, type LedgerLine } from './api/ledger-api';
import type { LedgerNavState } from './ledger-nav-state';
import { amountClass, EmptyRow } from './summary-box';
import './ledgers.css';

export const lineState = (l: LedgerLine): LedgerNavState => ({
  matchId: l.matchId,
  sportId: l.sportId,
  date: l.date,
  description: l.description,
  matchName: l.matchName,
});

/** /Ledgers: one line per settled match (opens /LedMatDetails) and per casino day (opens /casinoDetails). */
export function LedgersList() {
  const navigate = useNavigate();
  const { data, isLoading: loading } = useQuery(ledgerListQuery);
  const open = (l: LedgerLine) =>
    navigate(l.sportId === 4 ? '/LedMatDetails' : '/casinoDetails', { state: lineState(l) });
  return (
    <section className="ui-panel ledgers">
      <h2>MY LEDGER</h2>
      {loading ? (
        <Spinner />
      ) : (
        <TableScroll label="ledger">
          <table className="ui-table" aria-label="ledger">
            <thead>
              <tr>
                <th>Date</th>
                <th>Description</th>
                <th>Won</th>
                <th>Lost</th>
                <th>Balance</th>
              </tr>
            </thead>
            <tbody>
              {!data || data.length === 0 ? (
                <EmptyRow text="No ledger entries" />
              ) : (
                data.map((l) => (
                  <tr key={`${l.sportId}:${l.matchId}`}>
                    <td>{l.date}</td>
                    <td>
                      <button type="button" className="link-button" onClick={() => open(l)}>
                        {l.description}
                      </button>
                    </td>
                    <td className="amount-pos">{formatCoins(l.won)}</td>
                    <td className="amount-neg">{formatCoins(l.lost)}</td>
                    <td className={amountClass(l.balance)}>{formatCoins(l.balance)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
