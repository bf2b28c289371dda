import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useOddsStore } from '../../lib/odds/odds-store';

export const STALE_AFTER_MS = 3000;

/**
 * "Odds delayed" when no fresh tick arrived for ~3 s (the poll keeps trying); never on a finished
 * match, whose prices will not move again. It lies over the top of the page in a slot of no
 * height: coming and going, it never moves the prices under a finger.
 */
export function StaleMark() {
  const t = useTexts();
  const finished = useOddsStore((s) => s.matchState === 'completed');
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(mountedAt);
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [finished]);
  // selected, not the tick's time: a tick draws the mark again only when it ends the notice
  const stale = useOddsStore(
    (s) => !finished && now - Math.max(s.lastTickAt, mountedAt) > STALE_AFTER_MS,
  );
  return (
    <div className="odds-stale-slot">
      {stale && (
        <p role="alert" className="odds-stale" data-testid="odds-stale">
          {t('odds.stale')}
        </p>
      )}
    </div>
  );
}
