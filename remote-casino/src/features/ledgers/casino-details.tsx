import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatCoins } from 'shared-auth';
import { getLedgerCasinoMatchList, type CasinoMatchRow } from './api/ledger-api';
import { LedgerIndexTable } from './ledger-index-table';
import { readNavState, type LedgerNavState } from './ledger-nav-state';
import { lineName } from './ledgers-list';
import './ledgers.css';
import { useTexts } from '../../i18n/texts';

/** The spec's column labels (shown in the player's language). */
const HEADERS = ['Description', 'Won By', 'Won', 'Lost'];

/** /casinoDetails: MY LEDGER of a casino day; GetLedgerCasinoMatchList only with date and description. */
export function CasinoDetails() {
  const t = useTexts();
  const navigate = useNavigate();
  const state = readNavState(useLocation().state);
  const ready = Boolean(state?.date && state.description);
  const competition = state?.matchName ?? '';
  const date = state?.date ?? '';
  const { data, isLoading: loading } = useQuery({
    queryKey: ['ledger', 'casino-day', competition, date],
    queryFn: ({ signal }) => getLedgerCasinoMatchList(competition, date, signal),
    enabled: ready,
  });
  const open = (row: CasinoMatchRow) => {
    const next: LedgerNavState = {
      matchId: row.matchId,
      sportId: 5,
      date: state?.date ?? '',
      description: row.description,
      matchName: row.description,
      team1: '',
      team2: '',
    };
    if (state) next.prior = state;
    navigate('/LedMatDetails', { state: next });
  };
  return (
    <section className="ui-panel ledgers">
      <h2>{t('ledger.title')}</h2>
      {state?.description && <p className="ledgers__sub">{lineName(t, state)}</p>}
      <LedgerIndexTable
        label={t('ledger.casinoLedger')}
        headers={HEADERS}
        loading={loading}
        rows={data}
        empty={ready ? t('ledger.noBets') : t('ledger.openDay')}
        rowKey={(row) => row.matchId}
        cells={(row) => (
          <>
            <td>
              <button type="button" className="link-button" onClick={() => open(row)}>
                {row.description}
              </button>
            </td>
            <td>{row.wonBy}</td>
            <td className="amount-pos">{formatCoins(row.won)}</td>
            <td className="amount-neg">{formatCoins(row.lost)}</td>
          </>
        )}
      />
      <Link to="/Ledgers" className="ledgers__back">
        {t('ledger.backToMenu')}
      </Link>
    </section>
  );
}
