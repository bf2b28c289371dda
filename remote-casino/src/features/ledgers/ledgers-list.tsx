import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatCoins } from 'shared-auth';
import { ledgerListQuery, type LedgerLine } from './api/ledger-api';
import { LedgerIndexTable } from './ledger-index-table';
import type { LedgerNavState } from './ledger-nav-state';
import { amountClass } from './summary-box';
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
      <LedgerIndexTable
        label="ledger"
        headers={['Date', 'Description', 'Won', 'Lost', 'Balance']}
        loading={loading}
        rows={data}
        empty="No ledger entries"
        rowKey={(l) => `${l.sportId}:${l.matchId}`}
        cells={(l) => (
          <>
            <td>{l.date}</td>
            <td>
              <button type="button" className="link-button" onClick={() => open(l)}>
                {l.description}
              </button>
            </td>
            <td className="amount-pos">{formatCoins(l.won)}</td>
            <td className="amount-neg">{formatCoins(l.lost)}</td>
            <td className={amountClass(l.balance)}>{formatCoins(l.balance)}</td>
          </>
        )}
      />
    </section>
  );
}
