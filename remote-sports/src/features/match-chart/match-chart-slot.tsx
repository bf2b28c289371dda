import { lazy, Suspense } from 'react';
import './match-chart-slot.css';

// The chart's code, texts and styles load with the match page only, after its markets.
const MatchChart = lazy(() => import('./match-chart'));

/** The match chart in its box of fixed height: the same box while the chart's code loads. */
export function MatchChartSlot({ matchId, eventId }: { matchId: string; eventId: string }) {
  return (
    <Suspense fallback={<div className="match-chart-slot" aria-hidden="true" />}>
      <MatchChart matchId={matchId} eventId={eventId} />
    </Suspense>
  );
}
