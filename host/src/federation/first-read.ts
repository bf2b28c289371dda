import { firstReadOf } from '../routes/first-reads';

/**
 * The logged-in page's first read, sent with fetch by the federation's start-up plugin in main.js's
 * first task, so its round trips run while React, the router and the other shared modules still
 * download (before, it waited for all of them). start-early.ts hands it to shared-auth's
 * startEarlyCall, whose client judges its reply as its own. Nothing here may import a shared
 * module: none has arrived yet.
 */
export interface SentFirstRead {
  call: string;
  body: object;
  reply: Promise<Response>;
  at: number;
}

// shared-auth's STORAGE_KEYS.token and INLINE_CONFIG_ID (first-read.test.ts holds them equal)
export const TOKEN_KEY = 'token';
export const CONFIG_ELEMENT_ID = 'runtime-config';

/** Sends the read when a player is logged in, the page has one and the config is in the page. */
export function sendFirstRead(
  pathname: string,
  storage: Pick<Storage, 'getItem'>,
  doc: Pick<Document, 'getElementById'>,
  send: typeof fetch,
): SentFirstRead | null {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const read = token ? firstReadOf(pathname) : null;
    const inline = read && doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
    if (!read || !inline) return null;
    const { apiBase } = JSON.parse(inline) as { apiBase?: unknown };
    if (typeof apiBase !== 'string') return null;
    const reply = send(`${apiBase.replace(/\/$/, '')}${read.call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(read.body),
    });
    reply.catch(() => undefined); // judged by the call that takes it
    return { ...read, reply, at: Date.now() };
  } catch {
    return null; // the page's own first call sends it
  }
}
