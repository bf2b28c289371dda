/**
 * This process's hand-over listener (owner-handover.ts): its own HTTP server on the internal
 * address (config API_INTERNAL_ADDRESS, by default loopback on a port the system picks), not the
 * public port. It takes only POSTs of the handed-over calls carrying the shared secret and runs
 * them through the API's own routes (Fastify's router: the same hooks, auth and validation),
 * marked as handed over so they are never handed over again.
 */
import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HANDOVER_HEADER, NOT_OWNER_STATUS } from './handover-forward';

const handedOver = new WeakSet<IncomingMessage>();

/** Whether the request came in as a hand-over (through this process's listener). */
export const isHandedOver = (raw: IncomingMessage): boolean => handedOver.has(raw);

const sameSecret = (given: string | string[] | undefined, secret: Buffer): boolean => {
  if (typeof given !== 'string') return false;
  const g = Buffer.from(given);
  return g.length === secret.length && timingSafeEqual(g, secret);
};

/** A hand-over's refusal: it goes back to the sending process, which runs the call itself. */
export const notOwnerBody = (why: string) => ({ status: 1, message: why });

export interface HandoverListener {
  /** host:port others reach it on. */
  address: string;
  close(): Promise<void>;
}

export async function listenForHandovers(
  app: FastifyInstance,
  opts: { host: string; port: number; secret: string; paths: ReadonlySet<string> },
): Promise<HandoverListener> {
  const secret = Buffer.from(opts.secret);
  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  const server = http.createServer((req, res) => {
    // (every refusal is a "not the owner": a sender runs the request itself)
    const refuse = (why: string) => {
      req.resume();
      res.writeHead(NOT_OWNER_STATUS, {
        'content-type': 'application/json',
        [HANDOVER_HEADER]: 'not-owner',
        connection: 'close',
      });
      res.end(JSON.stringify(notOwnerBody(why)));
    };
    if (!sameSecret(req.headers[HANDOVER_HEADER], secret)) return refuse('Not a hand-over');
    if (req.method !== 'POST' || !opts.paths.has((req.url ?? '').split('?')[0] ?? ''))
      return refuse('Not a handed-over call');
    if (!ready) return refuse('Not ready');
    handedOver.add(req);
    app.routing(req, res);
  });
  server.keepAliveTimeout = 10_000;
  // (exclusive: a node:cluster worker binds its own port, not one shared through the primary)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: opts.host, port: opts.port, exclusive: true }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    address: `${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
