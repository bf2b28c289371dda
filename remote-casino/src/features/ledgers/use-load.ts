import { useEffect, useState } from 'react';

/** Runs a loader when its key changes (the loader itself may be a new closure each render); failures are already toasted by the fetcher. */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  key: string,
): { data: T | null; loading: boolean; failed: boolean } {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({
    data: null,
    loading: load !== null,
    failed: false,
  });
  useEffect(() => {
    if (!load) {
      setState({ data: null, loading: false, failed: false });
      return;
    }
    let alive = true;
    setState({ data: null, loading: true, failed: false });
    load()
      .then((data) => alive && setState({ data, loading: false, failed: false }))
      .catch(() => alive && setState({ data: null, loading: false, failed: true }));
    return () => {
      alive = false;
    };
  }, [key]);
  return state;
}
