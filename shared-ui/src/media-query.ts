import { useSyncExternalStore } from 'react';

const subscribers = new Map<string, (changed: () => void) => () => void>();

/** One subscribe function a query (useSyncExternalStore subscribes again when it changes). */
function subscribeTo(query: string): (changed: () => void) => () => void {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether the CSS media query matches, kept up to date; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
