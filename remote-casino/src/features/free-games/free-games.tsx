import { useState } from 'react';
import { CardFace } from '../../lib/card-face';
import { FREE_PICKS, useFreePlay } from './free-lucky7';
import './free-games.css';

const STAKES = [10, 50, 100, 500];

/** /freegames: free-play Lucky 7 with practice chips that never touch the real balance. */
export function FreeGames() {
  const { chips, last, play, reset } = useFreePlay();
  const [stake, setStake] = useState(100);
  return (
    <section className="ui-panel free-games">
      <h2>Free Games</h2>
      <p className="free-games__note">
        Practice play: these chips are not Coins and never change your balance.
      </p>
      <p>
        Practice chips: <strong data-testid="practice-chips">{chips}</strong>
      </p>
      <div className="free-games__stakes" role="group" aria-label="practice stake">
        {STAKES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === stake ? '' : 'secondary'}
            aria-pressed={s === stake}
            onClick={() => setStake(s)}
          >
            {s}
          </button>
        ))}
      </div>
      <h3>Lucky 7 (practice)</h3>
      <div className="free-games__picks">
        {FREE_PICKS.map((p) => (
          <button
            key={p.pick}
            type="button"
            disabled={stake > chips}
            onClick={() => play(p.pick, stake)}
          >
            {p.pick} {p.rate.toFixed(2)}
          </button>
        ))}
      </div>
      {last && (
        <p role="status" className="free-games__last">
          <CardFace code={last.card} /> {last.pick}:{' '}
          {last.won ? `won ${last.change}` : `lost ${-last.change}`} chips
        </p>
      )}
      <button type="button" className="secondary" onClick={reset}>
        Reset chips
      </button>
    </section>
  );
}
