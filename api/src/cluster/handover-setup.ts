import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { listenForHandovers } from './handover-listener';
import { startOwnership, type MarketOwnership } from './market-leases';
import { OwnerHandover } from './owner-handover';

/**
 * This process's market ownership and, on PostgreSQL with a hand-over secret, its hand-overs:
 * the listener on the internal address (stored with its leases), and `app`'s preHandler that
 * hands the `paths` calls of a market owned elsewhere to the owner. Call before those routes. The
 * listener also takes `systemPaths`: the calls one process sends another itself (sendToOwner),
 * which the public port never hands over.
 */
export async function startOwnershipAndHandover(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'internalAddress' | 'internalSecret'>,
  ownerId: string,
  paths: ReadonlySet<string>,
  keyOf: (request: FastifyRequest) => Promise<string | null>,
  systemPaths: ReadonlySet<string> = new Set(),
): Promise<{ ownership: MarketOwnership; handover: OwnerHandover | null }> {
  const secret = config.internalSecret;
  if (db.kind !== 'pg' || secret === null) {
    const ownership = await startOwnership(db, ownerId);
    app.addHook('onClose', async () => ownership.stop());
    return { ownership, handover: null };
  }
  const { host, port } = config.internalAddress;
  const index = Number(process.env.API_WORKER_INDEX ?? '1');
  const listener = await listenForHandovers(app, {
    host,
    port: port === 0 ? 0 : port + index - 1,
    secret,
    paths: new Set([...paths, ...systemPaths]),
  });
  const ownership = await startOwnership(db, ownerId, listener.address);
  app.addHook('onClose', async () => {
    await listener.close();
    await ownership.stop();
  });
  const handover = new OwnerHandover({ db, ownership, ownerId, secret, paths, keyOf });
  app.addHook('preHandler', handover.preHandler);
  return { ownership, handover };
}
