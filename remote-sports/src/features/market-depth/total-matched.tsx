import { formatCoins } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import { cellKey, useOddsStore } from '../../lib/odds/odds-store';
import './total-matched.css';

/** Cents matched on a runner market: the sum of its runners' TotalMatched (Coins) in the feed. */
function useTotalMatched(type: 'odds' | 'toss'): number {
  return useOddsStore((s) =>
    (s.markets[type]?.runnerIds ?? []).reduce(
      (sum, sid) => sum + Math.round((s.cells[cellKey(type, sid, 'TotalMatched')] ?? 0) * 100),
      0,
    ),
  );
}

/** "Matched 12,500.00": the market's total matched, for its header. */
export function TotalMatched({ type = 'odds' }: { type?: 'odds' | 'toss' }) {
  const t = useTexts();
  const cents = useTotalMatched(type);
  return (
    <span className="market__matched" data-testid={`total-matched-${type}`}>
      {t('depth.matched', { amount: formatCoins((cents / 100).toFixed(2)) })}
    </span>
  );
}
