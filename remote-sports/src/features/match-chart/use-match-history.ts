import { useEffect, useRef, useState } from 'react';
import { useLiveOrPoll } from 'shared-auth';
import { getMatchHistory } from './api/get-match-history';
import type { MatchHistory } from './chart-data';

/**
 * The match's series: read once, then again after each ball the match:<eventId> topic brings
 * (its score part changes once a ball), or every second while the stream is down. Replies that
 * arrive out of order are dropped, so an older read never replaces a newer one.
 */
export function useMatchHistory(matchId: string, eventId: string): MatchHistory | null {
  const [history, setHistory] = useState<MatchHistory | null>(null);
  const started = useRef(0);
  const shown = useRef(0);
  useEffect(() => {
    setHistory(null);
    shown.current = started.current;
  }, [matchId]);
  const { refetch } = useLiveOrPoll({
    topic: eventId ? `match:${eventId}` : null,
    onParts: (_state, changed) => {
      if (changed.includes('score')) refetch();
    },
    snapshotKey: matchId || null,
    fetchSnapshot: (signal) => {
      const seq = (started.current += 1);
      return getMatchHistory(matchId, signal).then((data) => ({ seq, data }));
    },
    onSnapshot: ({ seq, data }) => {
      if (seq <= shown.current) return;
      shown.current = seq;
      setHistory((prev) => (JSON.stringify(prev) === JSON.stringify(data) ? prev : data));
    },
  });
  return history;
}
