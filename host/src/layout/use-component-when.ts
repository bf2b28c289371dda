import { useEffect, useState, type ComponentType } from 'react';
import { SAFER_POLL_MS } from '../lib/follow-safer-status';

/**
 * A component whose code is loaded only once `needed` (a dialog the first paint must not carry):
 * null until then. `load` is a stable function (module level). A failed load is tried again at the safer status read's pace; React.lazy would
 * keep a failed import for good.
 */
export function useComponentWhen(
  needed: boolean,
  load: () => Promise<ComponentType>,
): ComponentType | null {
  const [Component, setComponent] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!needed || Component) return;
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      load().then(
        (c) => !left && setComponent(() => c),
        () => {
          if (!left) retry = setTimeout(attempt, SAFER_POLL_MS);
        },
      );
    };
    attempt();
    return () => {
      left = true;
      clearTimeout(retry);
    };
  }, [needed, Component, load]);
  return Component;
}
