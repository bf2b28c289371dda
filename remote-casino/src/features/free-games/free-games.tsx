import { useState } from 'react';
import { CardFace } from '../../lib/card-face';
import { FREE_PICKS, useFreePlay } from './free-lucky7';
import './free-games.css';
import { useTexts } from '../../i18n/texts';

const STAKES = [10, 50, 100, 500];

/** /freegames: free-play Lucky 7 with practice chips that never touch the real balance. */
export function FreeGames() {
  const { chips, last, play, reset } = useFreePlay();
  const [stake, setStake] = useState(100);
  const t = useTexts();
  return (
    <section className="ui-panel free-games">
      <h2>{t('free.title')}</h2>
      <p className="free-games__note">{t('free.note')}</p>
      <p>
        {t('free.chips')} <strong data-testid="practice-chips">{chips}</strong>
      </p>
      <div className="free-games__stakes" role="group" aria-label={t('free.stake')}>
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
      <h3>{t('free.practice')}</h3>
      <div className="free-games__picks">
        {FREE_PICKS.map((p) => (
          <button
            key={p.pick}
            type="button"
            disabled={stake > chips}
            onClick={() => play(p.pick, stake)}
          >
            {t(`free.pick.${p.pick}`)} {p.rate.toFixed(2)}
          </button>
        ))}
      </div>
      {last && (
        <p role="status" className="free-games__last">
          <CardFace code={last.card} />{' '}
          {last.won
            ? t('free.won', { pick: t(`free.pick.${last.pick}`), chips: last.change })
            : t('free.lost', { pick: t(`free.pick.${last.pick}`), chips: -last.change })}
        </p>
      )}
      <button type="button" className="secondary" onClick={reset}>
        {t('free.reset')}
      </button>
    </section>
  );
}
