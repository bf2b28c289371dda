/**
 * One hand-over sent to a market's owner over HTTP (owner-handover.ts): its outcome tells the
 * sender whether the owner answered, could not be reached (the request never left, or was reset
 * unread: it may run here), or was reached and then lost (sent, no reply: it may have run there).
 */
import http from 'node:http';

/** The header a hand-over carries (the shared secret) and a refusal answers ('not-owner'). */
export const HANDOVER_HEADER = 'x-api-handover';
/** The status of "I no longer own this market" (with HANDOVER_HEADER: not-owner). */
export const NOT_OWNER_STATUS = 421;

export type ForwardOutcome =
  | { kind: 'reply'; status: number; headers: http.IncomingHttpHeaders; body: Buffer }
  | { kind: 'not-owner' }
  | { kind: 'unreached'; error: string }
  | { kind: 'lost'; error: string };

export interface ForwardRequest {
  /** host:port of the owner's hand-over listener. */
  address: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  body: string;
  /** No connection within this: unreached. */
  connectMs: number;
  /** No whole reply within this once sent: lost. */
  replyMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** "host:port" (IPv6 in brackets) split, or null. */
export function splitAddress(address: string): { host: string; port: number } | null {
  const m = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(address);
  const port = Number(m?.[2]);
  if (!m?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { host: m[1], port };
}

/**
 * A reset by the peer's kernel (read ECONNRESET, write EPIPE, no reply yet): it had not read the
 * request, so it never ran (a process that dies after reading it closes with a FIN: "socket hang
 * up"). This is what a kept-alive connection to a process that has just died, or that closed it
 * while idle, answers.
 */
function refusedUnread(err: Error): boolean {
  const { code, syscall } = err as NodeJS.ErrnoException;
  return (syscall === 'read' || syscall === 'write') && (code === 'ECONNRESET' || code === 'EPIPE');
}

export function forward(req: ForwardRequest): Promise<ForwardOutcome> {
  const to = splitAddress(req.address);
  if (!to) return Promise.resolve({ kind: 'unreached', error: `bad address ${req.address}` });
  return new Promise((resolve) => {
    let sent = false;
    let done = false;
    const finish = (outcome: ForwardOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(connectTimer);
      clearTimeout(replyTimer);
      resolve(outcome);
    };
    const failed = (err: Error) =>
      finish(
        sent && !refusedUnread(err)
          ? { kind: 'lost', error: err.message }
          : { kind: 'unreached', error: err.message },
      );
    const out = http.request({
      host: to.host,
      port: to.port,
      method: 'POST',
      path: req.path,
      agent,
      headers: { ...req.headers, 'content-length': Buffer.byteLength(req.body) },
    });
    let connected = false;
    const connectTimer = setTimeout(() => {
      if (!connected) out.destroy(new Error(`no connection in ${req.connectMs} ms`));
    }, req.connectMs);
    const replyTimer = setTimeout(
      () => out.destroy(new Error(`no reply in ${req.replyMs} ms`)),
      req.replyMs,
    );
    out.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    out.on('finish', () => (sent = true));
    out.on('error', failed);
    out.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => failed(err));
      res.on('aborted', () => failed(new Error('reply cut off')));
      res.on('end', () => {
        if (!res.complete) return failed(new Error('reply cut off'));
        if (res.statusCode === NOT_OWNER_STATUS && res.headers[HANDOVER_HEADER] === 'not-owner')
          return finish({ kind: 'not-owner' });
        finish({
          kind: 'reply',
          status: res.statusCode ?? 502,
          headers: res.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    out.end(req.body);
  });
}
