import http from 'node:http';

export interface HttpReply {
  /** HTTP status; 0 when the request failed on the network (see error). */
  code: number;
  /** The parsed JSON body, or null. */
  body: unknown;
  ms: number;
  error?: string;
}

export interface HttpClient {
  post: (url: string, payload: object, headers?: Record<string, string>) => Promise<HttpReply>;
  get: (url: string) => Promise<HttpReply>;
  close: () => void;
}

/**
 * A small JSON client over one keep-alive agent (one browser, in effect). With `sockets` 1 its
 * requests go one at a time on one connection, so with API_WORKERS to one process.
 */
export function httpClient(token?: string, timeoutMs = 15_000, sockets = 8): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method: string, url: string, body?: string, extra: Record<string, string> = {}) =>
    new Promise<HttpReply>((resolve) => {
      const started = performance.now();
      const headers: Record<string, string> = { ...extra };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const req = http.request(url, { method, agent, headers, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => resolve({ code: 0, body: null, ms: 0, error: err.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          resolve({ code: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      req.on('error', (err) =>
        resolve({ code: 0, body: null, ms: performance.now() - started, error: err.message }),
      );
      req.end(body);
    });
  return {
    post: (url, payload, headers) => send('POST', url, JSON.stringify(payload), headers),
    get: (url) => send('GET', url),
    close: () => agent.destroy(),
  };
}

/** The spec's reply envelope. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export function envelope<T>(reply: HttpReply): Envelope<T> {
  return (reply.body ?? { status: -1, message: reply.error ?? '', data: null }) as Envelope<T>;
}
