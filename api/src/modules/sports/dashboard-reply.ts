import type { DashboardData } from 'shared-api-types';
import { ok } from '../../http/reply';
import type { DashboardItem } from './feed-json';

const CRICKET = 4;

/**
 * GetDashboard's reply as JSON text. The feed keeps its list (the same array) until a match
 * changes, so the cricket reply is serialised once per change, not once per call: the call every
 * player's /matches starts with costs a session check and a string send.
 */
export function dashboardReplies(): (sportId: number, listed: () => DashboardItem[]) => string {
  let lastList: DashboardItem[] | null = null;
  let lastJson = '';
  const reply = (sportID: number, mathes: DashboardItem[]): string =>
    JSON.stringify(
      ok<DashboardData>({
        sportMathes: [{ sportID, sportName: sportID === CRICKET ? 'Cricket' : '', mathes }],
      }),
    );
  return (sportId, listed) => {
    if (sportId !== CRICKET) return reply(sportId, []);
    const list = listed();
    if (list !== lastList) {
      lastList = list;
      lastJson = reply(CRICKET, list);
    }
    return lastJson;
  };
}
