import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReportErrorsRequestSchema } from 'shared-api-types';
import { bearerToken } from '../../auth/require-user';
import { findSessionUser } from '../../auth/sessions';
import { ok } from '../../http/reply';
import type { ExchangeModule } from '../types';
import { presentedCredential, scrubReport } from './scrub-report';

/** Reports one address may send a minute; each holds up to 20 errors. */
export const REPORTS_PER_MINUTE = 12;
const BODY_LIMIT = 64 * 1024;

/**
 * POST /Client/ReportErrors: the browser's batch of remote, chunk and render failures, logged
 * (warn) with app, version and host version for the teams, every text scrubbed of secrets. A token is optional: a live one adds
 * the player's id, anything else is ignored (never a 401: a logged-out page reports too).
 */
export const clientErrorsModule: ExchangeModule = {
  name: 'client-errors',
  async register(app) {
    // counted after validation: a wrong body is a 400 whatever the rate
    await app.register(rateLimit, { global: false, hook: 'preHandler' });
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    routes.post(
      '/Client/ReportErrors',
      {
        bodyLimit: BODY_LIMIT,
        schema: { body: ReportErrorsRequestSchema },
        config: {
          rateLimit: {
            max: REPORTS_PER_MINUTE,
            timeWindow: 60_000,
            errorResponseBuilder: (_request, context) => ({
              statusCode: 429,
              status: 1,
              code: 'REQUEST_REJECTED',
              message: `Too many error reports: at most ${context.max} a minute`,
            }),
          },
        },
      },
      async (request) => {
        const token = bearerToken(request);
        const user = token ? await findSessionUser(request.server.db, token) : null;
        // the caller's own token is a secret wherever it stands, live or not
        const credential = presentedCredential(request.headers.authorization);
        const known = credential ? [credential] : [];
        for (const error of request.body.errors) {
          const clean = scrubReport(error, known);
          request.log.warn(
            { clientError: { ...clean, userId: user?.id ?? null } },
            `client error: ${clean.app} ${clean.version} ${clean.kind}`,
          );
        }
        return ok(null);
      },
    );
  },
};
