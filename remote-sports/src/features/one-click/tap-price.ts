import { useStakeSettings } from 'shared-auth';
import { useSlipStore, type SlipSelection } from '../../lib/bets/slip-store';
import { useOneClick } from './one-click-store';

/** A tap on a price: with one-click on the bet is placed at once, otherwise the slip opens. */
export function tapPrice(selection: SlipSelection): void {
  if (useStakeSettings.getState().settings.oneClick) useOneClick.getState().tap(selection);
  else useSlipStore.getState().open(selection);
}
