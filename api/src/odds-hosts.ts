import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { installErrorHandlers } from './http/error-handler';
import { installCommonHooks, serverOptions } from './http/common-hooks';
import { getOddsFeed, type OddsFeed } from './odds-feed';

export type OddsKind = 'session' | 'book';

const ID = '^[0-9.\\-]{1,40}$';
const paramsSchema = {
  params: {
    type: 'object',
    required: ['eventId', 'marketId'],
    properties: {
      eventId: { type: 'string', pattern: ID, maxLength: 40 },
      marketId: { type: 'string', pattern: ID, maxLength: 40 },
    },
  },
} as const;

/** One odds host: `GET /MatchOdds/GetOddslite/4/:eventId/:marketId` answered by the registered feed. */
export async function buildOddsHost(
  kind: OddsKind,
  config: Config,
  options: { logger?: boolean; feed?: () => OddsFeed | null } = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options.logger ?? false));
  const feed = options.feed ?? getOddsFeed;
  installErrorHandlers(app);
  await installCommonHooks(app, config);
  app.get<{ Params: { eventId: string; marketId: string } }>(
    '/MatchOdds/GetOddslite/4/:eventId/:marketId',
    { schema: paramsSchema },
    async (request, reply) => {
      const source = feed();
      const { eventId, marketId } = request.params;
      const odds = source
        ? kind === 'session'
          ? source.sessionOdds(eventId, marketId)
          : source.bookOdds(eventId, marketId)
        : null;
      if (odds === null || odds === undefined)
        return reply.code(404).send({ message: 'Unknown market' });
      // A feed may hand over JSON it serialised once per tick: send it as is.
      if (typeof odds === 'string') return reply.type('application/json; charset=utf-8').send(odds);
      return odds;
    },
  );
  app.get('/health', async () => ({ status: 0 }));
  return app;
}

/** Both odds hosts, not yet listening. */
export async function buildOddsHosts(
  config: Config,
  logger = false,
): Promise<Record<OddsKind, FastifyInstance>> {
  return {
    session: await buildOddsHost('session', config, { logger }),
    book: await buildOddsHost('book', config, { logger }),
  };
}
