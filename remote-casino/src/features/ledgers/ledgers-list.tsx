import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatCoins } from 'shared-auth';
import { ledgerListQuery, type LedgerLine } from './api/ledger-api';
import { LedgerIndexTable } from './ledger-index-table';
import type { LedgerNavState } from './ledger-nav-state';
import { amountClass } from './summary-box';
import './ledgers.css';
import { useTexts } from '../../i18n/texts';

export const lineState = (l: LedgerLine): LedgerNavState => ({
  matchId: l.matchId,
  sportId: l.sportId,
  date: l.date,
  description: l.description,
  matchName: l.matchName,
});

/** The spec's column labels (shown in the player's language). */
const HEADERS = ['Date', 'Description', 'Won', 'Lost', 'Balance'];

/** /Ledgers: one line per settled match (opens /LedMatDetails) and per casino day (opens /casinoDetails). */
export function LedgersList() {
  const t = useTexts();
  const navigate = useNavigate();
  const { data, isLoading: loading } = useQuery(ledgerListQuery);
  const open = (l: LedgerLine) =>
    navigate(l.sportId === 4 ? '/LedMatDetails' : '/casinoDetails', { state: lineState(l) });
  return (
    <section className="ui-panel ledgers">
      <h2>{t('ledger.title')}</h2>
      <LedgerIndexTable
        label={t('ledger.label')}
        headers={HEADERS}
        loading={loading}
        rows={data}
        empty={t('ledger.empty')}
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
