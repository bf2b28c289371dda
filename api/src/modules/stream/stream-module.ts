import websocket from '@fastify/websocket';
import { STREAM_CLOSE } from 'shared-api-types';
import { hashToken } from '../../auth/sessions';
import type { Db } from '../../db/types';
import { HttpError, ok } from '../../http/reply';
import { provideBalances } from '../../live/publish-balances';
import { streamConnection, type StreamSession } from '../../live/stream-connection';
import { StreamHub } from '../../live/stream-hub';
import type { ExchangeModule } from '../types';
import { socketErrorHandler, type StreamStats } from './socket-errors';

/** Sent when nothing else was for this long: the client's sign of a live stream. */
export const HEARTBEAT_MS = 900;
const SWEEP_MS = 450;
/** A protocol ping this often; a connection that did not answer the last one is dropped. */
const PING_MS = 10_000;
const AUTH_TIMEOUT_MS = 5000;
/** Client messages are small: subscribe, unsubscribe, auth. */
const MAX_MESSAGE_BYTES = 4096;

async function sessionOf(db: Db, token: string): Promise<StreamSession | null> {
  const rows = await db.query<{ user_id: number; session_id: string; expires_at: Date }>(
    `SELECT user_id, session_id, expires_at FROM sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row
    ? { userId: row.user_id, sessionId: row.session_id, expiresAt: new Date(row.expires_at) }
    : null;
}

/**
 * GET /Stream: the live stream (WebSocket, docs/api.md "Live stream"). One hub per process
 * fans the live bus out to every connection.
 */
export const streamModule: ExchangeModule = {
  name: 'stream',
  async register(app, { db, live, config }) {
    const hub = new StreamHub(live);
    const stats: StreamStats = { protocolErrors: 0 };
    provideBalances(db, live);
    await app.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      errorHandler: socketErrorHandler(stats),
    });
    if (config.testControl)
      app.get('/__test/Stream/Stats', async () =>
        ok({ connections: hub.connectionCount, topics: hub.topicCount, ...stats }),
      );
    const alive = new WeakSet<object>();
    app.route({
      method: 'GET',
      url: '/Stream',
      handler: async () => {
        throw new HttpError(426, 'GET /Stream is a WebSocket: connect with Upgrade: websocket');
      },
      wsHandler: (socket) => {
        const conn = streamConnection(socket, {
          hub,
          authenticate: (token) => sessionOf(db, token),
          authTimeoutMs: AUTH_TIMEOUT_MS,
        });
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('message', (data, isBinary) => {
          if (isBinary) return socket.close(1003, 'Messages are JSON text');
          conn.message(String(data));
        });
        socket.on('close', conn.closed);
        socket.on('error', () => socket.terminate());
      },
    });
    const heartbeat = JSON.stringify({ type: 'heartbeat' });
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      for (const c of hub.sweep(Date.now() - HEARTBEAT_MS)) {
        if (!hub.canSend(c.socket)) continue; // the cap holds for heartbeats too
        c.lastSentAt = Date.now();
        c.socket.send(heartbeat);
      }
      if (ticks % Math.round(PING_MS / SWEEP_MS) !== 0) return;
      for (const socket of app.websocketServer.clients) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, SWEEP_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.close();
      for (const socket of app.websocketServer.clients)
        socket.close(STREAM_CLOSE.shuttingDown, 'The server is restarting');
    });
  },
};
