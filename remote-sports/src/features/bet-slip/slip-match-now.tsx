import { formatCoins } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import { useOddsStore } from '../../lib/odds/odds-store';
import { matchNow } from './match-now';

/**
 * Match odds and toss: what the order would match now in the visible book (its three levels a
 * side) and what would wait at its price. The server matches the whole book, so beyond those
 * levels it may match more.
 */
export function SlipMatchNow({
  type,
  selectionId,
  side,
  price,
  stake,
}: {
  type: 'odds' | 'toss';
  selectionId: string;
  side: 'back' | 'lay';
  price: number;
  stake: number;
}) {
  const t = useTexts();
  const cells = useOddsStore((s) => s.cells);
  if (stake <= 0) return null;
  const { matched, waiting } = matchNow(cells, type, selectionId, side, price, stake);
  const parts = matched
    .map((p) =>
      t('slip.part', {
        amount: formatCoins(formatCents(p.size)),
        price: formatPrice(type, p.price),
      }),
    )
    .join(', ');
  return (
    <p className="slip__match-now" data-testid="slip-match-now">
      <span>{matched.length ? t('slip.matchesNow', { parts }) : t('slip.nothingMatches')}</span>
      {waiting > 0 && (
        <span>
          {t('slip.waits', {
            amount: formatCoins(formatCents(waiting)),
            price: formatPrice(type, price),
          })}
        </span>
      )}
    </p>
  );
}
