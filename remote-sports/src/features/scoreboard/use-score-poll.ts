import { useEffect, useRef, useState } from 'react';
import { useLiveOrPoll } from 'shared-auth';
import { getScore, type MatchScore } from './api/get-score';

/**
 * The match's score: from the live stream's match:<eventId> topic, or asked every second while
 * the stream is down (a failed ask keeps the last score).
 */
export function useScorePoll(matchId: string, eventId = ''): MatchScore | null {
  const [score, setScore] = useState<MatchScore | null>(null);
  // one render per new ball, not per poll, nor for the stream's first message repeating the poll
  // (compared before setting: an updater returning the same score still runs the component)
  const shown = useRef('null');
  const keep = (next: MatchScore): void => {
    const text = JSON.stringify(next);
    if (text === shown.current) return;
    shown.current = text;
    setScore(next);
  };
  useEffect(() => {
    shown.current = 'null';
    setScore(null);
  }, [matchId]);
  useLiveOrPoll({
    topic: eventId ? `match:${eventId}` : null,
    onParts: (state, changed) => {
      const next = state.score as MatchScore | undefined;
      if (next && changed.includes('score')) keep(next);
    },
    snapshotKey: matchId || null,
    whileLive: 'none',
    fetchSnapshot: (signal) => getScore(matchId, signal),
    onSnapshot: keep,
  });
  return score;
}
