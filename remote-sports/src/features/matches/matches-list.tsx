import { Spinner } from 'shared-ui';
import { MatchRow } from './match-row';
import { useMatchesStore } from './matches-store';
import './matches.css';

/** The match list in its stable order; rows subscribe to their own data. */
export function MatchesList() {
  const ids = useMatchesStore((s) => s.ids);
  const loaded = useMatchesStore((s) => s.loaded);
  if (!loaded) return <Spinner />;
  if (ids.length === 0) return <p className="ui-panel">No matches right now.</p>;
  return (
    <section className="ui-panel matches">
      <div className="matches__head" aria-hidden="true">
        <span>Match</span>
        <span className="matches__cols">
          <b>1</b>
          <b>X</b>
          <b>2</b>
        </span>
      </div>
      <ul className="matches__list">
        {ids.map((id) => (
          <MatchRow key={id} matchId={id} />
        ))}
      </ul>
    </section>
  );
}
