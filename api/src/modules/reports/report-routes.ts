import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  BetHistoryRequestSchema,
  CASINO_TABLE_CODES,
  LiveBetHistoryRequestSchema,
  ProfitLossRequestSchema,
  ReportDatesRequestSchema,
  type BetHistoryReply,
  type CommissionReply,
  type LiveBetHistoryReply,
  type ProfitLossData,
} from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { badRequest, ok } from '../../http/reply';
import type { ModuleDeps } from '../types';
import { liveBetHistory, userBetHistory } from './bet-history-report';
import { commissionReport } from './commission-report';
import { profitLossReport } from './profit-loss-report';
import { parseChoice, parseDateRange, parseStatus } from './report-filters';
import { statementReport } from './statement-report';

/** A casino table code (case-insensitive) or null for every table. */
function parseTable(
  value: string | undefined,
  field: string,
  allValues: readonly string[],
): string | null {
  const text = (value ?? '').trim();
  if (allValues.some((a) => a.toLowerCase() === text.toLowerCase())) return null;
  const code = CASINO_TABLE_CODES.find((c) => c.toLowerCase() === text.toLowerCase());
  if (!code)
    throw badRequest(
      `${field} must be ${allValues.filter(Boolean).join(' or ')} or a casino table code`,
    );
  return code;
}

export async function registerReportRoutes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/User/GetMyCommision',
    { onRequest: requireUser, schema: { body: ReportDatesRequestSchema } },
    async (request): Promise<CommissionReply> => {
      const user = currentUser(request);
      const range = parseDateRange(request.body.FromDate, request.body.ToDate);
      const list = await commissionReport(db, user.id, user.name, range);
      return { status: 0, message: { myCommisionDataLists: list }, data: null };
    },
  );

  routes.post(
    '/AccountDetails/GetUserProfitLoss',
    { onRequest: requireUser, schema: { body: ProfitLossRequestSchema } },
    async (request) => {
      const range = parseDateRange(request.body.FromDate, request.body.ToDate);
      const table = parseTable(request.body.Market, 'Market', ['All', '']);
      const rows = await profitLossReport(db, currentUser(request).id, range, table ?? 'All');
      return ok<ProfitLossData>({ userProfitLossDataLists: rows });
    },
  );

  routes.post(
    '/User/UserLiveBetHistory',
    { onRequest: requireUser, schema: { body: LiveBetHistoryRequestSchema } },
    async (request): Promise<LiveBetHistoryReply> => {
      const body = request.body;
      const range = parseDateRange(body.FromDate, body.ToDate);
      const gameType = parseTable(body.GameType, 'GameType', ['All Game', '']);
      const status = parseStatus(body.Status ?? 0);
      parseChoice(body.Action ?? 2, 'Action', [2]);
      const list = await liveBetHistory(db, currentUser(request), range, status, gameType);
      return { status: 0, message: { myLiveBetHistoryDataLists: list }, data: null };
    },
  );

  routes.post(
    '/User/UserBetHistory',
    { onRequest: requireUser, schema: { body: BetHistoryRequestSchema } },
    async (request): Promise<BetHistoryReply> => {
      const body = request.body;
      const range = parseDateRange(body.FromDate, body.ToDate);
      const status = parseStatus(body.Status ?? 0);
      const action = parseChoice(body.Action ?? 1, 'Action', [1, 4, 3] as const);
      const list = await userBetHistory(
        db,
        currentUser(request),
        range,
        status,
        action,
        body.searchData ?? '',
      );
      return { status: 0, message: { myUserBetHistoryDataLists: list }, data: null };
    },
  );

  routes.post(
    '/User/GetStatement',
    { onRequest: requireUser, schema: { body: ReportDatesRequestSchema } },
    async (request) => {
      const range = parseDateRange(request.body.FromDate, request.body.ToDate);
      return ok(await statementReport(db, currentUser(request).id, range));
    },
  );
}
