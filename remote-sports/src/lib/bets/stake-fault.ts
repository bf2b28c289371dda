import type { TextFn } from 'shared-auth';
import type { StakeFault } from 'shared-maths/stake-input';
import type { SportsKey } from '../../i18n/texts';

/**
 * The sentence for a typed stake that is not a stake (`shared-maths/stake-input`); for a waiting
 * order a 0 would end it, so it points to Cancel instead.
 */
export function stakeFaultText(t: TextFn<SportsKey>, fault: StakeFault, order = false): string {
  if (fault === 'empty') return t('slip.enterStake');
  if (fault === 'zero' && order) return t('orders.stakeZero');
  return t(`stake.${fault}`);
}
