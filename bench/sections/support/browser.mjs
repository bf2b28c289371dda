// Browser and session helpers shared by the browser sections (bytes, load, odds).
import { chromium } from '@playwright/test';

/** The launch flags of playwright.config.ts (Debian's chromium, docs/architecture.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORT = { width: 1280, height: 800 };

/** @param {{ chromium: string }} ctx */
export function launchBrowser(ctx) {
  return chromium.launch({ executablePath: ctx.chromium, args: CHROMIUM_ARGS });
}

/**
 * @typedef {{ token: string, userType: string, name: string, sessionId: string }} Session
 */

/**
 * Logs the demo player in through the API (as the login form does).
 * @param {string} apiUrl
 * @returns {Promise<Session>}
 */
export async function apiLogin(apiUrl, user = 'demo', password = 'demo1234') {
  const res = await fetch(`${apiUrl}/Authenticate/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: user, Password: password, IpAddress: '0.0.0.0' }),
  });
  const body = await res.json();
  if (body.status !== 0) throw new Error(`login failed: ${body.message}`);
  return { token: body.token, userType: body.userType, name: body.name, sessionId: body.sessionId };
}

/**
 * The four shared-auth storage keys (shared-auth/src/storage-keys.ts) a login writes: with them
 * in localStorage the shell starts logged in, without the login form or the welcome modal.
 * @param {Session} session
 */
export function sessionEntries(session) {
  return [
    { name: 'token', value: session.token },
    { name: 'userType', value: session.userType },
    { name: 'name', value: session.name },
    { name: 'sessionId', value: session.sessionId },
  ];
}

/**
 * A fresh browser context (empty cache), logged in when a session is given.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} hostUrl
 * @param {Session | null} session
 */
export function freshContext(browser, hostUrl, session) {
  return browser.newContext({
    viewport: VIEWPORT,
    storageState: session
      ? { cookies: [], origins: [{ origin: hostUrl, localStorage: sessionEntries(session) }] }
      : undefined,
  });
}

/** POST to the API with the player's token. */
export async function apiPost(apiUrl, path, body, token) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/**
 * The match list of GetDashboard (in play first).
 * @param {string} apiUrl
 * @param {Session} session
 * @returns {Promise<{ matchID: string, eventId: string, marketId: string, inPlay: boolean }[]>}
 */
export async function dashboardMatches(apiUrl, session) {
  const body = await apiPost(apiUrl, '/DashBoard/GetDashboard', { SportId: 4 }, session.token);
  return body.data.sportMathes[0]?.mathes ?? [];
}

/** /sportGame/... of a real match of the simulator (the first in play). */
export async function realMatchPath(apiUrl, session) {
  const [m] = await dashboardMatches(apiUrl, session);
  if (!m) throw new Error('GetDashboard returned no match');
  return `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`;
}
