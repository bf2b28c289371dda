import { useEffect, useState } from 'react';
import { useLiveOrPoll } from 'shared-auth';
import { getScore, type MatchScore } from './api/get-score';

/**
 * The match's score: from the live stream's match:<eventId> topic, or asked every second while
 * the stream is down (a failed ask keeps the last score).
 */
export function useScorePoll(matchId: string, eventId = ''): MatchScore | null {
  const [score, setScore] = useState<MatchScore | null>(null);
  useEffect(() => {
    setScore(null);
  }, [matchId]);
  useLiveOrPoll({
    topic: eventId ? `match:${eventId}` : null,
    onParts: (state, changed) => {
      const next = state.score as MatchScore | undefined;
      if (next && changed.includes('score')) setScore(next);
    },
    snapshotKey: matchId || null,
    whileLive: 'none',
    fetchSnapshot: (signal) => getScore(matchId, signal),
    // one render per new ball, not per poll
    onSnapshot: (next) =>
      setScore((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next)),
  });
  return score;
}
