import { useEffect, useState } from 'react';
import { useLiveTopic } from 'shared-auth';
import { getScore, type MatchScore } from './api/get-score';

export const SCORE_POLL_MS = 1000;

/**
 * The match's score: from the live stream's match:<eventId> topic, or asked every second while
 * the stream is down (a failed ask keeps the last score).
 */
export function useScorePoll(matchId: string, eventId = ''): MatchScore | null {
  const [score, setScore] = useState<MatchScore | null>(null);
  const live = useLiveTopic(eventId ? `match:${eventId}` : null, (state, changed) => {
    const next = state.score as MatchScore | undefined;
    if (next && changed.includes('score')) setScore(next);
  });
  useEffect(() => {
    setScore(null);
  }, [matchId]);
  useEffect(() => {
    if (!matchId || live) return;
    const controller = new AbortController();
    let busy = false;
    let last = '';
    const poll = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      const next = await getScore(matchId, controller.signal).catch(() => null);
      busy = false;
      if (!next || controller.signal.aborted) return;
      // one render per new ball, not per poll
      const text = JSON.stringify(next);
      if (text === last) return;
      last = text;
      setScore(next);
    };
    void poll();
    const timer = setInterval(() => void poll(), SCORE_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [matchId, live]);
  return score;
}
