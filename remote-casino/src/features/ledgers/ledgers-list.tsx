import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { currentLanguage, formatCoins } from 'shared-auth';
import { wallTimeText } from 'shared-maths/player-time';
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

/** A line's name: the match's (a name), or the casino's day in the player's words. */
export function lineName(
  t: ReturnType<typeof useTexts>,
  l: { sportId: number; date: string; description: string },
): string {
  if (l.sportId === 4) return l.description;
  return t('ledger.casinoDay', { day: wallTimeText(l.date, currentLanguage()) });
}

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
            <td>{wallTimeText(l.date, currentLanguage())}</td>
            <td>
              <button type="button" className="link-button" onClick={() => open(l)}>
                {lineName(t, l)}
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
