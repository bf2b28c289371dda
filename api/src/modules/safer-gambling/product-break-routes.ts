import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TakeProductBreakRequestSchema, type SaferLimitsData } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { coded, ok, refuse } from '../../http/reply';
import { publishBalances } from '../../live/publish-balances';
import { withEveryOrderCancelled } from '../sports/exchange/cancel-every-order';
import { readLimitsData } from './limits-data';
import { productBreakWord } from './product-break-rules';
import { takeProductBreak } from './product-breaks';
import type { SaferDeps } from './safer-deps';
import type { WithBreak } from './take-break';
import { localDateTimeText } from './zoned-time';

/** POST /SaferGambling/TakeProductBreak: a break from sports or the casino only. */
export async function registerProductBreakRoutes(
  app: FastifyInstance,
  deps: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/SaferGambling/TakeProductBreak',
    { onRequest: requireUser, schema: { body: TakeProductBreakRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const { Product: product, Period: period } = request.body;
      // A sports break cancels what waits in the books in its own transaction.
      const now = deps.now();
      const take = (also?: WithBreak) =>
        takeProductBreak(deps.db, userId, { product, period }, now, also);
      const { done, parts } =
        product === 'Sports'
          ? await withEveryOrderCancelled(deps, userId, take)
          : { done: await take(), parts: null };
      if (!done.ok) return refuse(done.refusal);
      if (parts) await publishBalances(deps.db, deps.live, [userId], undefined, parts);
      const until = localDateTimeText(done.endsAt, done.timeZone);
      return ok<SaferLimitsData>(
        await readLimitsData(deps.db, userId, now),
        coded(
          `You are taking a break from ${productBreakWord(product)} until ${until}`,
          'SAFER_PRODUCT_BREAK_TAKEN',
          { product, until: done.endsAt.toISOString() },
        ),
      );
    },
  );
}
