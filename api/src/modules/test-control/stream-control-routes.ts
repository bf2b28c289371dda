import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import type { StreamHub } from '../../live/stream-hub';

/** /__test/Stream/Restart: the live stream as after an API restart (e2e resume tests). */
export async function registerStreamControlRoutes(
  app: FastifyInstance,
  hub: StreamHub,
): Promise<void> {
  app.post('/__test/Stream/Restart', async () => {
    hub.restart();
    return ok({ epoch: hub.epoch });
  });
}
