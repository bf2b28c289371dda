import { firstReadOf } from '../routes/first-reads';

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

/**
 * Sends the reads when a player is logged in and the config is in the page, unless the page's
 * read waits for the shared code (first-reads.ts afterSharedCode); none otherwise.
 */
export function sendStartReads(
  pathname: string,
  storage: Pick<Storage, 'getItem'>,
  doc: Pick<Document, 'getElementById'>,
  send: typeof fetch,
): SentStartRead[] {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const inline = token && doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
    if (!inline) return [];
    const { apiBase } = JSON.parse(inline) as { apiBase?: unknown };
    if (typeof apiBase !== 'string') return [];
    const page = firstReadOf(pathname);
    if (page?.afterSharedCode) return [];
    const reads = [
      ...(page ? [{ call: page.call, body: page.body }] : []),
      ...accountReads(storage.getItem(SESSION_ID_KEY)),
    ];
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    return reads.map((read) => {
      const url = `${apiBase.replace(/\/$/, '')}${read.call}`;
      const reply = send(url, { method: 'POST', headers, body: JSON.stringify(read.body) });
      reply.catch(() => undefined); // judged by the call that takes it
      return { ...read, reply, at: Date.now() };
    });
  } catch {
    return []; // the page's own calls send them
  }
}
