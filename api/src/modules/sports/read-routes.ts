import type { FastifyInstance } from 'fastify';
import type { DashboardData } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import type { Db } from '../../db/types';
import { ok } from '../../http/reply';
import { activeSessions, completedSessionBets, listBets } from './bet-lists';
import type { MarketKind } from 'shared-maths';
import type { Simulator } from './simulator';

export const matchIdSchema = {
  body: {
    type: 'object',
    required: ['Id'],
    properties: { Id: { type: 'string', pattern: '^[0-9]{1,20}$' } },
  },
} as const;

const dashboardSchema = {
  body: {
    type: 'object',
    required: ['SportId'],
    properties: {
      SportId: { type: ['integer', 'string'], pattern: '^[0-9]{1,4}$', minimum: 0, maximum: 9999 },
    },
  },
} as const;

const LISTS: readonly [string, MarketKind][] = [
  ['/Player/GetOddsBetList', 'odds'],
  ['/Player/GetBookBetList', 'book'],
  ['/Player/GetTossBetList', 'toss'],
  ['/Player/GetSessionBetList', 'session'],
];

/** GetDashboard, the four bet lists, active sessions and completed fancy bets (caller's own only). */
export async function registerReadRoutes(
  app: FastifyInstance,
  db: Db,
  sim: Simulator,
): Promise<void> {
  app.post<{ Body: { SportId: number | string } }>(
    '/DashBoard/GetDashboard',
    { onRequest: requireUser, schema: dashboardSchema },
    async (request) => {
      const cricket = Number(request.body.SportId) === 4;
      return ok<DashboardData>({
        sportMathes: [
          {
            sportID: Number(request.body.SportId),
            sportName: cricket ? 'Cricket' : '',
            mathes: cricket ? sim.dashboard() : [],
          },
        ],
      });
    },
  );

  for (const [path, kind] of LISTS) {
    app.post<{ Body: { Id: string } }>(
      path,
      { onRequest: requireUser, schema: matchIdSchema },
      async (request) => ok(await listBets(db, currentUser(request).id, request.body.Id, kind)),
    );
  }

  app.post<{ Body: { Id: string } }>(
    '/Player/GetActiveSession',
    { onRequest: requireUser, schema: matchIdSchema },
    async (request) => ok(await activeSessions(db, currentUser(request).id, request.body.Id)),
  );

  app.post<{ Body: { Id: string } }>(
    '/Player/GetCompletedSessionBets',
    { onRequest: requireUser, schema: matchIdSchema },
    async (request) => ok(await completedSessionBets(db, currentUser(request).id, request.body.Id)),
  );
}
