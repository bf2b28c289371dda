import { useEffect, useRef, useState } from 'react';

export interface DelayShown {
  what: string;
  at: number;
  ms: number;
}

/**
 * The in-play delay of the ladder's last tap, shown on the ladder while it runs (the bet's
 * outcome is the one-click status's and the order's on the ladder). `delayMs` null: no delay
 * (not in play, or the slip confirms and counts it itself).
 */
export function useDelayShown(delayMs: number | null): {
  shown: DelayShown | null;
  start: (what: string) => void;
} {
  const [shown, setShown] = useState<DelayShown | null>(null);
  const ms = useRef(delayMs);
  ms.current = delayMs;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), Math.max(0, shown.at + shown.ms - Date.now()));
    return () => clearTimeout(timer);
  }, [shown]);
  return {
    shown,
    start: (what) => {
      const d = ms.current;
      const now = Date.now();
      // a tap while a bet waits out its delay places nothing (one at a time): the first stays
      if (d && d > 0)
        setShown((was) => (was && now < was.at + was.ms ? was : { what, at: now, ms: d }));
    },
  };
}
