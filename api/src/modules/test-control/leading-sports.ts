import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/reply';
import type { SportsHandle } from '../sports/sports-handle';

/** The simulator while this process leads; null on a follower. */
export type CurrentSports = () => SportsHandle | null;

export const NOT_LEADER_MESSAGE =
  'This API process is not the leader (the simulator runs on another): retry';

/**
 * Every route of `scope` needs the simulator: it exists on every process but only the leader can
 * act. A follower answers 503 with Retry-After and closes the connection, so a retry on a new
 * connection may reach another process (node:cluster hands new connections to workers in turn).
 */
export function guardLeading(scope: FastifyInstance, current: CurrentSports): void {
  scope.addHook('onRequest', async (_request, reply) => {
    if (current()) return;
    return reply
      .code(503)
      .header('retry-after', '1')
      .header('connection', 'close')
      .send({ status: 1, message: NOT_LEADER_MESSAGE });
  });
}

/** The simulator, or a 503 if this process stopped leading (guardLeading answers most). */
export function leading(current: CurrentSports): SportsHandle {
  const rt = current();
  if (!rt) throw new HttpError(503, NOT_LEADER_MESSAGE);
  return rt;
}
