import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import {
  getCasinoMatchDetails,
  getLedgerMatchDetails,
  type CasinoMatchDetails,
  type LedgerMatchDetails,
} from './api/ledger-api';
import { CasinoMatchTable } from './casino-match-table';
import { backToList, readNavState } from './ledger-nav-state';
import { LineName } from './ledgers-list';
import { SportsMatchTables } from './sports-match-tables';
import './ledgers.css';
import { useTexts } from '../../i18n/texts';

type Details = { kind: 4; d: LedgerMatchDetails } | { kind: 5; d: CasinoMatchDetails };

/** /LedMatDetails: sport id 4 -> GetLedgerMatchDetails, sport id 5 -> GetCasinoMatchDetails. */
export function LedMatDetails() {
  const t = useTexts();
  const navigate = useNavigate();
  const state = readNavState(useLocation().state);
  const sportId = state?.sportId;
  const matchId = state?.matchId ?? '';
  const known = matchId !== '' && (sportId === 4 || sportId === 5);
  const { data, isLoading: loading } = useQuery({
    queryKey: ['ledger', 'match', sportId, matchId],
    queryFn: async ({ signal }): Promise<Details> =>
      sportId === 4
        ? { kind: 4, d: await getLedgerMatchDetails(matchId, signal) }
        : { kind: 5, d: await getCasinoMatchDetails(matchId, signal) },
    enabled: known,
  });
  if (!state || !known) {
    return (
      <section className="ui-panel ledgers">
        <p>{t('ledger.openMatch')}</p>
        <Link to="/Ledgers">{t('ledger.backToMenu')}</Link>
      </section>
    );
  }
  const back = backToList(state);
  return (
    <section className="ui-panel ledgers">
      <h2>
        {state.sportId === 4 ? <LineName line={state} /> : state.matchName || state.description}
      </h2>
      {loading && <Spinner />}
      {data?.kind === 4 && <SportsMatchTables d={data.d} />}
      {data?.kind === 5 && <CasinoMatchTable d={data.d} title={state.matchName} />}
      <button
        type="button"
        className="link-button ledgers__back"
        onClick={() => navigate(back.path, { state: back.state })}
      >
        {t('ledger.backToList')}
      </button>
    </section>
  );
}
