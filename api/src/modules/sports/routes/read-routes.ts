import { negotiate } from '@fastify/accept-negotiator';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DashboardRequestSchema, SportsMatchRequestSchema } from 'shared-api-types';
import { currentUser, requireUser } from '../../../auth/require-user';
import type { Db } from '../../../db/types';
import { ok } from '../../../http/reply';
import { dashboardReplies } from './dashboard-reply';
import { activeSessions, completedSessionBets, listBets } from './bet-lists';
import type { MarketKind } from 'shared-maths';
import type { SportsFeed } from '../feed-run/feed-view';

const matchIdSchema = { body: SportsMatchRequestSchema };

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
  live: () => SportsFeed,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const dashboard = dashboardReplies();
  routes.post(
    '/DashBoard/GetDashboard',
    { onRequest: requireUser, schema: { body: DashboardRequestSchema } },
    async (request, reply) => {
      const answer = dashboard(Number(request.body.SportId), () => live().dashboard());
      reply.type('application/json; charset=utf-8');
      // 24.6 KB of JSON is about 3 KB gzipped: on a phone's slow network, the list comes sooner
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) !== 'gzip')
        return reply.send(answer.json);
      return reply.header('content-encoding', 'gzip').send(answer.gzipped());
    },
  );

  for (const [path, kind] of LISTS) {
    routes.post(path, { onRequest: requireUser, schema: matchIdSchema }, async (request) =>
      ok(await listBets(db, currentUser(request).id, request.body.Id, kind)),
    );
  }

  routes.post(
    '/Player/GetActiveSession',
    { onRequest: requireUser, schema: matchIdSchema },
    async (request) => ok(await activeSessions(db, currentUser(request).id, request.body.Id)),
  );

  routes.post(
    '/Player/GetCompletedSessionBets',
    { onRequest: requireUser, schema: matchIdSchema },
    async (request) => ok(await completedSessionBets(db, currentUser(request).id, request.body.Id)),
  );
}
