import { useEffect, useRef, useState } from 'react';
import { balancePoller } from 'shared-auth';
import { getTableState, type TableState } from './api/table-api';

export const TABLE_POLL_MS = 1000;

/**
 * Polls the table every second. When a round in which the player had bets reaches its result,
 * the header balance is refreshed at once (balancePoller.poke()).
 */
export function useTableState(tableCode: string | undefined) {
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const poked = useRef<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!tableCode) return;
    let alive = true;
    const load = () =>
      getTableState(tableCode)
        .then((s) => {
          if (!alive) return;
          setState(s);
          setError(null);
          if (s.status === 'result' && s.bets.length > 0 && poked.current !== s.roundId) {
            poked.current = s.roundId;
            balancePoller.poke();
          }
        })
        .catch(
          (e: unknown) => alive && setError(e instanceof Error ? e.message : 'Table unavailable'),
        );
    void load();
    const timer = setInterval(() => void load(), TABLE_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [tableCode, tick]);

  return { state, error, refresh: () => setTick((n) => n + 1) };
}
