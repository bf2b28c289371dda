import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import {
  getCompletedSessionBets,
  type CompletedSessionBets,
} from '../features/completed-bets/api/get-completed-session-bets';
import { CompletedBetsTable } from '../features/completed-bets/completed-bets-table';
import '../features/completed-bets/completed-bets.css';

/** /Completed-bets/:Matchid/:eventId/:marketId: the player's settled fancy bets on the match. */
export default function CompletedBetsPage() {
  const { Matchid = '', eventId = '', marketId = '' } = useParams();
  const { state } = useLocation();
  const [data, setData] = useState<CompletedSessionBets | null>(null);
  useEffect(() => {
    let live = true;
    getCompletedSessionBets(Matchid)
      .then((d) => live && setData(d))
      .catch((err: unknown) => {
        console.error('Completed bets failed', err);
        if (live) setData({ sessionBets: [], total: '0.00' });
      });
    return () => {
      live = false;
    };
  }, [Matchid]);
  return (
    <section className="ui-panel completed">
      {data ? <CompletedBetsTable data={data} /> : <Spinner />}
      <Link
        className="completed__back"
        to={`/sportGame/${Matchid}/${eventId}/${marketId}`}
        state={state as unknown}
      >
        BACK TO MATCH
      </Link>
    </section>
  );
}
