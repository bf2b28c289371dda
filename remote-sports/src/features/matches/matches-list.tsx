import { startTransition, useEffect, useState, type MouseEvent } from 'react';
import { Spinner } from 'shared-ui';
import { useTexts } from '../../i18n/texts';
import { MatchRow } from './match-row';
import { useMatchesStore } from './matches-store';
import './matches.css';

/**
 * Rows drawn in the list's first commit: more than a phone's screen holds. The rest follow in a
 * transition, which React renders in slices between frames: fifty rows at once were one task of
 * about 230 ms at Lighthouse's 4x CPU, right after the first paint (docs/performance.md).
 */
export const FIRST_ROWS = 12;

function useRowsShown(total: number): number {
  const [all, setAll] = useState(false);
  const needed = !all && total > FIRST_ROWS;
  useEffect(() => {
    if (needed) startTransition(() => setAll(true));
  }, [needed]);
  return all ? total : Math.min(total, FIRST_ROWS);
}

/** While the list is the stored one, a tap on its prices goes nowhere (they are not live). */
function blockStalePrices(event: MouseEvent): void {
  if ((event.target as Element).closest('.match-row__prices')) event.preventDefault();
}

/**
 * The match list in its stable order; rows subscribe to their own data. The last visit's list
 * (stale) shows marked as updating, busy, and with its prices dimmed and not tappable.
 */
export function MatchesList() {
  const t = useTexts();
  const ids = useMatchesStore((s) => s.ids);
  const loaded = useMatchesStore((s) => s.loaded);
  const stale = useMatchesStore((s) => s.stale);
  const shown = useRowsShown(loaded ? ids.length : 0);
  if (!loaded) return <Spinner />;
  if (ids.length === 0) return <p className="ui-panel">{t('matches.none')}</p>;
  return (
    <section
      className={stale ? 'ui-panel matches matches--stale' : 'ui-panel matches'}
      aria-busy={stale}
      onClickCapture={stale ? blockStalePrices : undefined}
    >
      {stale && (
        <p className="matches__updating" role="status" data-testid="matches-updating">
          {t('matches.updating')}
        </p>
      )}
      <div className="matches__head" aria-hidden="true">
        <span>{t('matches.match')}</span>
        <span className="matches__cols">
          <b>1</b>
          <b>{t('matches.draw')}</b>
          <b>2</b>
        </span>
      </div>
      <ul className="matches__list">
        {ids.slice(0, shown).map((id) => (
          <MatchRow key={id} matchId={id} />
        ))}
      </ul>
    </section>
  );
}
