import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import {
  completedBetsQuery,
  type CompletedSessionBets,
} from '../features/completed-bets/api/get-completed-session-bets';
import { CompletedBetsTable } from '../features/completed-bets/completed-bets-table';
import { useTexts } from '../i18n/texts';
import '../features/completed-bets/completed-bets.css';

const NONE: CompletedSessionBets = { sessionBets: [], total: '0.00' };

/** /Completed-bets/:Matchid/:eventId/:marketId: the player's settled fancy bets on the match. */
export default function CompletedBetsPage() {
  const { Matchid = '', eventId = '', marketId = '' } = useParams();
  const { state } = useLocation();
  const t = useTexts();
  const { data, isError } = useQuery(completedBetsQuery(Matchid));
  // A failure was toasted by callApi; the table then says there is nothing to show.
  const shown = isError ? NONE : data;
  return (
    <section className="ui-panel completed">
      {shown ? <CompletedBetsTable data={shown} /> : <Spinner />}
      <Link
        className="completed__back"
        to={`/sportGame/${Matchid}/${eventId}/${marketId}`}
        state={state as unknown}
      >
        {t('completed.back')}
      </Link>
    </section>
  );
}
