import { memo } from 'react';
import { PriceCell } from '../../components/price-cell';
import type { PriceField } from './api/get-dashboard';
import { priceKey, useMatchesStore } from './matches-store';

/** One price of the match list, subscribed to its own cell only. */
export const MatchPrice = memo(function MatchPrice({
  matchId,
  field,
}: {
  matchId: string;
  field: PriceField;
}) {
  const key = priceKey(matchId, field);
  const price = useMatchesStore((s) => s.cells[key] ?? 0);
  const side = field.startsWith('back') ? 'back' : 'lay';
  return (
    <PriceCell
      side={side}
      price={price}
      label={`${field} ${price}`}
      testId={`price-${matchId}-${field}`}
    />
  );
});
