import { formatCoins } from 'shared-auth';
import { isNegativeCoins } from './coins';

/** A Coin amount, grouped with two decimals; negatives carry amount-neg, positives amount-pos. */
export function Amount({ value }: { value: string }) {
  const negative = isNegativeCoins(value);
  const zero = !negative && /^-?0*(\.0*)?$/.test(value.trim());
  return (
    <span className={negative ? 'amount-neg' : zero ? undefined : 'amount-pos'}>
      {formatCoins(value)}
    </span>
  );
}
