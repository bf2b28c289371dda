import { useEffect, useRef, useState } from 'react';
import type { TableParts } from 'shared-api-types';
import { balancePoller, useLiveTopic } from 'shared-auth';
import { getTableState, type TableState } from './api/table-api';

export const TABLE_POLL_MS = 1000;

/**
 * The table: GetTableState first (with the player's bets), then the live stream's table topic
 * (the round as everyone sees it, the countdown run here); while the stream is down it is polled
 * every second. When a round in which the player had bets reaches its result, the table and the
 * header balance are read again at once.
 */
export function useTableState(tableCode: string | undefined) {
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const poked = useRef<string | null>(null);
  const [tick, setTick] = useState(0);
  const load = useRef<() => Promise<void>>(() => Promise.resolve());

  const live = useLiveTopic(tableCode ? `table:${tableCode}` : null, (parts) => {
    const round = (parts as TableParts).round;
    if (!round) return;
    setState((prev) => ({ ...round, bets: prev?.roundId === round.roundId ? prev.bets : [] }));
    if (round.status === 'result') void load.current();
  });

  useEffect(() => {
    if (!tableCode) return;
    let alive = true;
    load.current = () =>
      getTableState(tableCode)
        .then((s) => {
          if (!alive) return;
          setState(s);
          setError(null);
          if (s.status === 'result' && s.bets.length > 0 && poked.current !== s.roundId) {
            poked.current = s.roundId;
            void balancePoller.poke();
          }
        })
        .catch((e: unknown) => {
          if (alive) setError(e instanceof Error ? e.message : 'Table unavailable');
        });
    void load.current();
    const timer = live ? null : setInterval(() => void load.current(), TABLE_POLL_MS);
    return () => {
      alive = false;
      if (timer) clearInterval(timer);
    };
  }, [tableCode, tick, live]);

  // Live, only phase changes arrive: the seconds left count down here.
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(
      () =>
        setState((s) => (s && s.secondsLeft > 0 ? { ...s, secondsLeft: s.secondsLeft - 1 } : s)),
      1000,
    );
    return () => clearInterval(timer);
  }, [live]);

  return { state, error, refresh: () => setTick((n) => n + 1) };
}
