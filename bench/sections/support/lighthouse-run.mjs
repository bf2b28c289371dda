// One Lighthouse 12.8 run (default config: mobile form factor, simulated throttling) in a fresh
// Debian chromium started by chrome-launcher; logged in by putting the session into the host's
// localStorage first (Lighthouse then keeps storage: disableStorageReset).
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import { sessionEntries } from './browser.mjs';

// chrome-launcher is lighthouse's own dependency (pnpm does not hoist it to bench/)
const { launch } = createRequire(import.meta.resolve('lighthouse'))('chrome-launcher');

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Writes the session into the origin's localStorage in the launched Chrome's default profile
 * (the one Lighthouse's tab uses), from a page of that origin that loads no app code.
 */
async function storeSession(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate((entries) => {
      for (const e of entries) localStorage.setItem(e.name, e.value);
    }, sessionEntries(session));
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * @param {string} url
 * @param {{ chromePath: string, session?: import('./browser.mjs').Session | null, maxWaitForLoad?: number }} opts
 *   maxWaitForLoad: Lighthouse's wait for a quiet page (45 s; a page that polls every second may
 *   never be quiet, so the smoke run waits less)
 * @returns {Promise<any>} the Lighthouse result (lhr)
 */
export async function lighthouseOnce(url, { chromePath, session = null, maxWaitForLoad = 45_000 }) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
      maxWaitForLoad,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * lighthouseOnce, run again (in a new Chrome) when Lighthouse fails to record the trace; on a
 * loaded machine it sometimes loses the navigation start (NO_NAVSTART) and asks to be run again.
 * @param {string} url
 * @param {Parameters<typeof lighthouseOnce>[1] & { attempts?: number, log?: (m: string) => void }} opts
 */
export async function lighthouseWithRetry(url, { attempts = 3, log = () => {}, ...opts }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, opts);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`Lighthouse attempt ${attempt} failed (${String(error)}); running it again`);
    }
  }
}

/** The figures of one run (ms for times). */
export function lhrFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    warnings: lhr.runWarnings,
  };
}

/** Lighthouse's own median run (by FCP and TTI) of several. */
export const medianRun = (lhrs) => computeMedianRun(lhrs);
