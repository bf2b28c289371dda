import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useOddsStore } from '../../lib/odds/odds-store';

export const STALE_AFTER_MS = 3000;

/** "Odds delayed" when no fresh tick arrived for ~3 s (the poll keeps trying). */
export function StaleMark() {
  const t = useTexts();
  const lastTickAt = useOddsStore((s) => s.lastTickAt);
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(mountedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now - Math.max(lastTickAt, mountedAt) <= STALE_AFTER_MS) return null;
  return (
    <p role="alert" className="odds-stale" data-testid="odds-stale">
      {t('odds.stale')}
    </p>
  );
}
