import { useEffect, useRef, useState } from 'react';
import type { TableParts } from 'shared-api-types';
import { balancePoller, useLiveOrPoll } from 'shared-auth';
import { getTableState, type TableState } from './api/table-api';
import { t } from '../../i18n/texts';

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

  const { live, refetch } = useLiveOrPoll({
    topic: tableCode ? `table:${tableCode}` : null,
    onParts: (parts) => {
      const round = (parts as TableParts).round;
      if (!round) return;
      setState((prev) => ({ ...round, bets: prev?.roundId === round.roundId ? prev.bets : [] }));
      if (round.status === 'result') refetch();
    },
    snapshotKey: tableCode ?? null,
    fetchSnapshot: () => getTableState(tableCode ?? ''),
    onSnapshot: (s) => {
      setState(s);
      setError(null);
      if (s.status === 'result' && s.bets.length > 0 && poked.current !== s.roundId) {
        poked.current = s.roundId;
        void balancePoller.poke();
      }
    },
    onError: (e) => setError(e instanceof Error ? e.message : t('error.table')),
  });

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

  return { state, error, refresh: refetch };
}
