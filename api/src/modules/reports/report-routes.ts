import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  BetHistoryRequestSchema,
  CASINO_TABLE_CODES,
  CommissionRequestSchema,
  LiveBetHistoryRequestSchema,
  ProfitLossRequestSchema,
  ReportDatesRequestSchema,
  type BetHistoryReply,
  type CommissionReply,
  type LiveBetHistoryReply,
  type ProfitLossData,
} from 'shared-api-types';
import type { AuthUser } from '../../auth/require-user';
import { registerPlayerPost } from '../../http/player-route';
import { badInput, ok } from '../../http/reply';
import type { ModuleDeps } from '../types';
import { liveBetHistory, userBetHistory } from './bet-history-report';
import { commissionReport } from './commission-report';
import { profitLossReport } from './profit-loss-report';
import {
  parseChoice,
  parseDateRange,
  parseStatus,
  parseTimeZone,
  type DateRange,
} from './report-filters';
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
    throw badInput(
      `${field} must be ${allValues.filter(Boolean).join(' or ')} or a casino table code`,
      field,
    );
  return code;
}

/** A report: a player's POST whose body starts with the dates (FromDate, ToDate), read first. */
function registerReport<S extends typeof ReportDatesRequestSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  reply: (body: Static<S>, user: AuthUser, range: DateRange) => Promise<unknown>,
): void {
  registerPlayerPost(app, url, schema, (body, user) =>
    reply(body, user, parseDateRange(body.FromDate, body.ToDate)),
  );
}

export async function registerReportRoutes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<void> {
  registerReport(
    app,
    '/User/GetMyCommision',
    CommissionRequestSchema,
    async (body, user, range): Promise<CommissionReply> => {
      const zone = parseTimeZone(body.TimeZone);
      const list = await commissionReport(db, user.id, user.name, range, zone);
      return { status: 0, message: { myCommisionDataLists: list }, data: null };
    },
  );
  registerReport(
    app,
    '/AccountDetails/GetUserProfitLoss',
    ProfitLossRequestSchema,
    async (body, user, range) => {
      const table = parseTable(body.Market, 'Market', ['All', '']);
      const rows = await profitLossReport(db, user.id, range, table ?? 'All');
      return ok<ProfitLossData>({ userProfitLossDataLists: rows });
    },
  );
  registerReport(
    app,
    '/User/UserLiveBetHistory',
    LiveBetHistoryRequestSchema,
    async (body, user, range): Promise<LiveBetHistoryReply> => {
      const gameType = parseTable(body.GameType, 'GameType', ['All Game', '']);
      const status = parseStatus(body.Status ?? 0);
      parseChoice(body.Action ?? 2, 'Action', [2]);
      const list = await liveBetHistory(db, user, range, status, gameType);
      return { status: 0, message: { myLiveBetHistoryDataLists: list }, data: null };
    },
  );
  registerReport(
    app,
    '/User/UserBetHistory',
    BetHistoryRequestSchema,
    async (body, user, range): Promise<BetHistoryReply> => {
      const status = parseStatus(body.Status ?? 0);
      const action = parseChoice(body.Action ?? 1, 'Action', [1, 4, 3] as const);
      const search = body.searchData ?? '';
      const list = await userBetHistory(db, user, range, status, action, search);
      return { status: 0, message: { myUserBetHistoryDataLists: list }, data: null };
    },
  );
  registerReport(app, '/User/GetStatement', ReportDatesRequestSchema, async (_body, user, range) =>
    ok(await statementReport(db, user.id, range)),
  );
}
