import { useEffect, useState } from 'react';

/**
 * How many of a page's `steps` parts to draw: none until `ready`, then one more a task, each
 * part drawn by a commit in a task of its own (drawn with what came before them, they made one
 * long task of the page's start-up on a slow phone).
 */
export function useStepsAfter(ready: boolean, steps: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (!ready || drawn >= steps) return;
    const timer = setTimeout(() => setDrawn((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [ready, drawn, steps]);
  return drawn;
}
