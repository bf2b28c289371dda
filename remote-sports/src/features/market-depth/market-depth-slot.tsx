import { lazy, Suspense } from 'react';
import type { MarketDepthProps } from './market-depth-dialog';

// The dialog's code and styles load on the first tap on a runner's name.
const MarketDepthDialog = lazy(() => import('./market-depth-dialog'));

/** The ladder dialog of the runner the page has open, or nothing. */
export function MarketDepthSlot({ open }: { open: MarketDepthProps | null }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MarketDepthDialog key={`${open.marketType}:${open.selectionId}`} {...open} />
    </Suspense>
  );
}
