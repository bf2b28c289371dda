import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from 'shared-ui/when-idle';
import './match-chart-slot.css';

// The chart's code, texts and styles load with the match page only, after its markets have been
// drawn (before, its download shared the network with their first paint).
const MatchChart = lazy(() => import('./match-chart'));

/** The longest the chart waits for an idle moment once the markets are in. */
export const CHART_IDLE_WAIT_MS = 1500;

/**
 * True once `ready` and the main thread has had an idle moment since (the chart's code is then
 * loaded): the chart's first drawing was one long task in the page's start-up (about 0.4 s at a
 * phone's 4x slower CPU), in the same seconds as the markets' first drawing.
 */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true), CHART_IDLE_WAIT_MS);
  }, [ready, idle]);
  return idle;
}

/**
 * The match chart in its box of fixed height: the same box until the page's markets are in
 * (`ready`) and while the chart's code loads.
 */
export function MatchChartSlot({
  matchId,
  eventId,
  ready,
}: {
  matchId: string;
  eventId: string;
  ready: boolean;
}) {
  const shown = useIdleAfter(ready);
  const box = <div className="match-chart-slot" aria-hidden="true" />;
  if (!shown) return box;
  return (
    <Suspense fallback={box}>
      <MatchChart matchId={matchId} eventId={eventId} />
    </Suspense>
  );
}
