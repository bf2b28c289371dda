import { gzipSync } from 'node:zlib';
import type { DashboardData } from 'shared-api-types';
import { ok } from '../../../http/reply';
import type { DashboardItem } from '../feed-run/feed-json';

const CRICKET = 4;

/** A reply's JSON text, and its gzip made the first time a client accepts it. */
export interface DashboardReply {
  json: string;
  gzipped: () => Buffer;
}

function replyOf(json: string): DashboardReply {
  let gzipped: Buffer | null = null;
  return { json, gzipped: () => (gzipped ??= gzipSync(json)) };
}

/**
 * GetDashboard's reply as JSON text. The feed keeps its list (the same array) until a match
 * changes, so the cricket reply is serialised (and gzipped) once per change, not once per call:
 * the call every player's /matches starts with costs a session check and a send.
 */
export function dashboardReplies(): (
  sportId: number,
  listed: () => DashboardItem[],
) => DashboardReply {
  let lastList: DashboardItem[] | null = null;
  let last = replyOf('');
  const reply = (sportID: number, mathes: DashboardItem[]): DashboardReply =>
    replyOf(
      JSON.stringify(
        ok<DashboardData>({
          sportMathes: [{ sportID, sportName: sportID === CRICKET ? 'Cricket' : '', mathes }],
        }),
      ),
    );
  return (sportId, listed) => {
    if (sportId !== CRICKET) return reply(sportId, []);
    const list = listed();
    if (list !== lastList) {
      lastList = list;
      last = reply(CRICKET, list);
    }
    return last;
  };
}
