import { formatCents, formatCoins } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import { useTotalMatchedCents } from '../../lib/odds/total-matched';
import './total-matched.css';

/** "Matched 12,500.00": the market's total matched, for its header. */
export function TotalMatched({ type = 'odds' }: { type?: 'odds' | 'toss' }) {
  const t = useTexts();
  const cents = useTotalMatchedCents(type);
  return (
    <span className="market__matched" data-testid={`total-matched-${type}`}>
      {t('depth.matched', { amount: formatCoins(formatCents(cents)) })}
    </span>
  );
}
