import { formatCoins } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { useTexts } from '../../i18n/texts';
import type { MatchPreview } from 'shared-maths/order-book';

/**
 * Match odds and toss: what the order would match now in the visible book (its three levels a
 * side) and what would wait at its price. The server matches the whole book, so beyond those
 * levels it may match more.
 */
export function SlipMatchNow({
  type,
  book,
  price,
}: {
  type: 'odds' | 'toss';
  /** What matches now and what waits (null: no stake yet). */
  book: MatchPreview | null;
  price: number;
}) {
  const t = useTexts();
  if (!book) return null;
  const { matched, waiting } = book;
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
