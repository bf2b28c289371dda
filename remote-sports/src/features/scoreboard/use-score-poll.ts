import { useEffect, useState } from 'react';
import { getScore, type MatchScore } from './api/get-score';

export const SCORE_POLL_MS = 1000;

/** The match's score, asked every second while mounted (a failed ask keeps the last score). */
export function useScorePoll(matchId: string): MatchScore | null {
  const [score, setScore] = useState<MatchScore | null>(null);
  useEffect(() => {
    setScore(null);
    if (!matchId) return;
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
  }, [matchId]);
  return score;
}
