import type { FastifyInstance } from 'fastify';
import {
  CasinoMatchListRequestSchema,
  LedgerMatchRequestSchema,
  type LedgerListRequest,
} from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { registerPlayerPost } from '../../http/player-route';
import { badInput, ok } from '../../http/reply';
import { GAMES } from '../casino/games/registry';
import { parseDay } from 'shared-maths/calendar-day';
import { parseTimeZone, rangeInZone } from '../reports/report-filters';
import { buildLedgerLines, CASINO_MATCH_NAME, type LedgerRow } from './ledger-lines';
import {
  buildCasinoDetails,
  buildCasinoMatchList,
  buildSportsDetails,
  type CasinoBetRow,
  type CasinoRoundRow,
  type SportsBetRow,
} from './match-details';

/** Table code -> name as SQL VALUES, for labelling casino rows. */
const TABLE_NAMES_SQL = `(VALUES ${GAMES.map((g) => `('${g.code}', '${g.name.replace(/'/g, "''")}')`).join(', ')}) AS t(code, name)`;

/**
 * A ledger line's details: the player's settled bets of one match or round, read by `sql` ($1 the
 * player, $2 the MatchId, which must match `pattern`, else 400 "MatchId must be <what>").
 */
function registerDetails<R>(
  app: FastifyInstance,
  url: string,
  [pattern, what]: [RegExp, string],
  sql: string,
  build: (rows: R[]) => unknown,
): void {
  registerPlayerPost(app, url, LedgerMatchRequestSchema, async (body, user) => {
    const id = String(body.MatchId).trim();
    if (!pattern.test(id)) throw badInput(`MatchId must be ${what}`, 'MatchId');
    return ok({ data: build(await app.db.query<R>(sql, [user.id, id])) });
  });
}

export async function registerLedgerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // the spec's call has no body; the client may name the player's zone (LedgerListRequest)
  app.post('/AccountDetails/GetLedgerList', { onRequest: requireUser }, async (request) => {
    const body = request.body as LedgerListRequest | null | undefined;
    const zone = parseTimeZone(body?.TimeZone);
    const rows = await db.query<LedgerRow>(
      `SELECT l.kind, l.amount, l.description, l.ref_type, l.ref_id, l.created_at, s.team1, s.team2
         FROM ledger l
         LEFT JOIN sports_matches s
           ON l.ref_type = 'sports_market' AND s.match_id = split_part(l.ref_id, ':', 2)
        WHERE l.user_id = $1 AND l.ref_type IN ('sports_market', 'casino_round')
          AND l.ref_id IS NOT NULL AND l.kind IN ('settlement', 'commission')
        ORDER BY l.id`,
      [currentUser(request).id],
    );
    return ok(buildLedgerLines(rows, zone).reverse());
  });

  registerDetails<SportsBetRow>(
    app,
    '/AccountDetails/GetLedgerMatchDetails',
    [/^[A-Za-z0-9_.-]{1,64}$/, 'a match id (letters, digits, - . _)'],
    `SELECT market_type, selection_name, side, price, line, stake, result, pl, commission, settled_at, created_at
       FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND status = 'settled' ORDER BY id`,
    buildSportsDetails,
  );
  registerDetails<CasinoBetRow>(
    app,
    '/AccountDetails/GetCasinoMatchDetails',
    [/^[1-9][0-9]{0,14}$/, 'a casino round number'],
    `SELECT b.round_id, t.name AS table_name, b.market, b.selection, b.rate, b.stake, b.result, b.pl, b.commission, b.created_at
       FROM casino_bets b JOIN ${TABLE_NAMES_SQL} ON t.code = b.table_code
      WHERE b.user_id = $1 AND b.round_id = $2 AND b.status = 'settled' ORDER BY b.id`,
    buildCasinoDetails,
  );

  registerPlayerPost(
    app,
    '/AccountDetails/GetLedgerCasinoMatchList',
    CasinoMatchListRequestSchema,
    async (body, user) => {
      const utcDay = parseDay(body.Date);
      if (!utcDay) throw badInput('Date must be a real date in the format MM/DD/YYYY', 'Date');
      const day = rangeInZone({ from: utcDay.start, to: utcDay.end }, parseTimeZone(body.TimeZone));
      const competition = body.Competition.trim();
      const game = GAMES.find((g) => g.name.toLowerCase() === competition.toLowerCase());
      if (competition !== '' && competition !== CASINO_MATCH_NAME && !game) {
        throw badInput(
          `Competition must be ${CASINO_MATCH_NAME} or a casino table name`,
          'Competition',
        );
      }
      const rounds = await db.query<CasinoRoundRow>(
        `SELECT b.round_id, t.name AS table_name, MAX(b.result) AS winner,
                SUM(b.pl)::bigint AS pl, SUM(b.commission)::bigint AS commission
           FROM casino_bets b JOIN ${TABLE_NAMES_SQL} ON t.code = b.table_code
          WHERE b.user_id = $1 AND b.status = 'settled' AND b.settled_at >= $2 AND b.settled_at < $3
            AND ($4::text IS NULL OR b.table_code = $4)
          GROUP BY b.round_id, t.name
          ORDER BY MAX(b.settled_at) DESC, b.round_id DESC`,
        [user.id, day.from, day.to, game?.code ?? null],
      );
      return ok({ data: buildCasinoMatchList(rounds) });
    },
  );
}
