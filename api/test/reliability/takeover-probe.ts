import http from 'node:http';

/** What the probe saw: every GET's outcome through a takeover. */
export interface ProbeCounts {
  requests: number;
  /** Connections refused (no process listening on the port). */
  refused: number;
  /** 404 "Unknown market" for a market the feed knows. */
  unknownMarket: number;
  /** Replies by HTTP status. */
  byStatus: Record<number, number>;
  /** Any other network error, as its message. */
  failed: string[];
}

interface Reply {
  code: number;
  text: string;
  error?: NodeJS.ErrnoException;
}

/** One request on a connection of its own (a refused connection shows; keep-alive would hide it). */
export function freshRequest(url: string, method = 'GET', body?: object): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? {} : { 'content-type': 'application/json' };
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent: false, headers, timeout: 5000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ code: res.statusCode ?? 0, text }));
      res.on('error', (error) => resolve({ code: 0, text, error }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ code: 0, text: '', error }));
    req.end(payload);
  });
}

/** GETs every url each `everyMs` (all at once, each on a new connection) until stop(). */
export function probeEvery(
  urls: readonly string[],
  everyMs = 20,
): { stop(): Promise<ProbeCounts> } {
  const counts: ProbeCounts = {
    requests: 0,
    refused: 0,
    unknownMarket: 0,
    byStatus: {},
    failed: [],
  };
  let running = true;
  const count = ({ code, text, error }: Reply) => {
    counts.requests += 1;
    if (error?.code === 'ECONNREFUSED') counts.refused += 1;
    else if (error) counts.failed.push(error.message);
    else counts.byStatus[code] = (counts.byStatus[code] ?? 0) + 1;
    if (code === 404 && text.includes('Unknown market')) counts.unknownMarket += 1;
  };
  const loop = (async () => {
    while (running) {
      const round = Promise.all(urls.map(async (u) => count(await freshRequest(u))));
      await Promise.all([round, new Promise((r) => setTimeout(r, everyMs))]);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return counts;
    },
  };
}

/**
 * POSTs a test-control call on a new connection each time until a process that leads answers
 * (a follower answers 503 and closes the connection, so the next try may reach another worker).
 */
export async function controlOnLeader(
  url: string,
  body: object,
  tries = 20,
): Promise<{ code: number; attempts: number; refusals: string[] }> {
  const refusals: string[] = [];
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const reply = await freshRequest(url, 'POST', body);
    if (reply.code === 200) return { code: 200, attempts: attempt, refusals };
    refusals.push(`${reply.code} ${reply.text || reply.error?.message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { code: 0, attempts: tries, refusals };
}
