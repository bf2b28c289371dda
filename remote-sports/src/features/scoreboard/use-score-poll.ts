import { useRef, useState } from 'react';
import { useLiveOrPoll } from 'shared-auth';
import { getScore, peekScore, type MatchScore } from './api/get-score';

/**
 * The match's score: from the live stream's match:<eventId> topic, or asked every second while
 * the stream is down (a failed ask keeps the last score).
 */
export function useScorePoll(matchId: string, eventId = ''): MatchScore | null {
  // the start-up's read, when in, is drawn in the first render (the page's largest paint)
  const [shown, setShown] = useState(() => {
    const score = peekScore(matchId);
    return { matchId, score, text: JSON.stringify(score) };
  });
  // one render per new ball, not per poll, nor for the stream's first message repeating the poll
  // (compared before setting: an updater returning the same score still runs the component)
  const last = useRef(shown);
  const keep = (next: MatchScore): void => {
    const text = JSON.stringify(next);
    if (last.current.matchId === matchId && text === last.current.text) return;
    last.current = { matchId, score: next, text };
    setShown(last.current);
  };
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
  // another match's score is never shown while this one's is read
  return shown.matchId === matchId ? shown.score : null;
}
