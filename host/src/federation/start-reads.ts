import { firstOddsReadOf, firstReadOf } from '../routes/first-reads';

/**
 * The reads a logged-in page makes first, sent with fetch by the federation's start-up plugin in
 * main.js's first task, so their round trips run while React, the router and the other shared
 * modules still download (before, they waited for all of them and for the first draw): the page's
 * own first read (routes/first-reads.ts) and the account's (the header's balance, the stored
 * language). start-early.ts hands them to shared-auth's startEarlyCall, whose client judges each
 * reply as its own. Nothing here may import a shared module: none has arrived yet.
 */
export interface SentStartRead {
  call: string;
  body: object;
  reply: Promise<Response>;
  at: number;
}

/** An odds host's read (no token, no API client: remote-sports' getOdds). */
export interface SentOddsRead {
  url: string;
  reply: Promise<Response>;
  at: number;
}

export interface SentReads {
  calls: SentStartRead[];
  odds: SentOddsRead[];
}

const NONE: SentReads = { calls: [], odds: [] };

// shared-auth's STORAGE_KEYS and INLINE_CONFIG_ID (start-reads.test.ts holds them equal)
export const TOKEN_KEY = 'token';
export const SESSION_ID_KEY = 'sessionId';
export const CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * What every logged-in page reads as it starts, as shared-auth's refreshBalance and the host's
 * followStoredLanguage ask for it (start-reads.test.ts).
 */
export function accountReads(sessionId: string | null): { call: string; body: object }[] {
  return [
    { call: '/User/GetBalance', body: { sessionId: sessionId ?? '' } },
    { call: '/User/GetProfile', body: {} },
  ];
}

/** Sends the reads when a player is logged in and the config is in the page; none otherwise. */
export function sendStartReads(
  pathname: string,
  storage: Pick<Storage, 'getItem'>,
  doc: Pick<Document, 'getElementById'>,
  send: typeof fetch,
): SentReads {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const inline = token && doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
    if (!inline) return NONE;
    const config = JSON.parse(inline) as Record<string, unknown>;
    const base = (key: string) => String(config[key]).replace(/\/$/, '');
    if (typeof config.apiBase !== 'string') return NONE;
    const page = firstReadOf(pathname);
    const reads = [...(page ? [page] : []), ...accountReads(storage.getItem(SESSION_ID_KEY))];
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const calls = reads.map((read) => {
      const body = JSON.stringify(read.body);
      const reply = send(`${base('apiBase')}${read.call}`, { method: 'POST', headers, body });
      reply.catch(() => undefined); // judged by the call that takes it
      return { ...read, reply, at: Date.now() };
    });
    const address = firstOddsReadOf(pathname);
    const hosts = ['sessionOddsHost', 'bookOddsHost'].filter((k) => typeof config[k] === 'string');
    const odds = (address ? hosts : []).map((host) => {
      const url = `${base(host)}${address}`;
      const reply = send(url, { cache: 'no-store' });
      reply.catch(() => undefined);
      return { url, reply, at: Date.now() };
    });
    return { calls, odds };
  } catch {
    return NONE; // the page's own calls send them
  }
}
