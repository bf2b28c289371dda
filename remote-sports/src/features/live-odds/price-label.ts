import { useMemo } from 'react';
import { useTexts } from '../../i18n/texts';

const PRICE = '\u0000';

/**
 * A price button's name ("Back India 1.85", "Back India: no price"): the sentences are made once
 * a runner, side and language, and each tick only puts its price in (no i18next interpolation per
 * changed price, 60 cells on a match page).
 */
export function usePriceLabel(
  side: 'back' | 'lay' | 'no' | 'yes',
  runner: string,
): (price: number) => string {
  const t = useTexts();
  return useMemo(() => {
    const sideText = t(`side.${side}`);
    const [before, after = ''] = t('ladder.price', { side: sideText, runner, price: PRICE }).split(
      PRICE,
    );
    const none = t('ladder.noPrice', { side: sideText, runner });
    return (price) => (price === 0 ? none : `${before}${price}${after}`);
  }, [t, side, runner]);
}
