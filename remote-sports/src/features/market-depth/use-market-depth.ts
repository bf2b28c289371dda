import { useRef, useState } from 'react';
import type { MarketDepth } from 'shared-api-types';
import { useLiveOrPoll } from 'shared-auth';
import { getMarketDepth } from './api/get-market-depth';

/** Which runner's ladder is open. */
export interface DepthRunner {
  matchId: string;
  eventId: string;
  marketType: 'odds' | 'toss';
  selectionId: string;
}

export interface DepthRead {
  depth: MarketDepth | null;
  failed: boolean;
}

/**
 * The runner's ladder while the dialog is open: read once, then again each time the match's
 * book changes on the stream (a price, a size, a trade); every second only while the stream is
 * down. A reply older than the one shown is dropped.
 */
export function useMarketDepth(r: DepthRunner): DepthRead {
  const [read, setRead] = useState<DepthRead>({ depth: null, failed: false });
  const started = useRef(0);
  const shown = useRef(0);
  const { refetch } = useLiveOrPoll({
    topic: r.eventId ? `match:${r.eventId}` : null,
    onParts: (_state, changed) => {
      if (changed.includes('book')) refetch();
    },
    snapshotKey: `${r.matchId}:${r.marketType}:${r.selectionId}`,
    fetchSnapshot: (signal) => {
      const seq = (started.current += 1);
      const body = { MatchId: r.matchId, MarketType: r.marketType, SelectionId: r.selectionId };
      return getMarketDepth(body, signal).then((data) => ({ seq, data }));
    },
    onSnapshot: ({ seq, data }) => {
      if (seq <= shown.current) return;
      shown.current = seq;
      setRead({ depth: data, failed: false });
    },
    onError: () => setRead((prev) => ({ ...prev, failed: true })),
  });
  return read;
}
