// A page's HTML response: the page file rendered with the config and the remote's preloads.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPage, routeOfPath } from './page-html.mjs';

/** A file of dir as text, or null when it is not there. */
export const readOptional = (dir, name) => readFile(path.join(dir, name), 'utf8').catch(() => null);

/** The shared packages the host's build has a copy of (its mf-manifest.json). */
async function hostShared(dir) {
  try {
    const { shared } = JSON.parse((await readOptional(dir, 'mf-manifest.json')) ?? '{}');
    return new Set(Array.isArray(shared) ? shared.map((p) => p?.name) : []);
  } catch {
    return new Set();
  }
}

/** What marks a page file as a shell of the app (offline.html is not one). */
export const SHELL_ROOT = /<div id="?root"?>/;

/**
 * The manifests of the remotes route-remotes.json names, read as the server starts, so its first
 * remote page has them (a page's own read has a short timeout). Never rejects.
 */
export async function readManifestsFirst(dir, remoteAssets, configPath) {
  try {
    const routes = JSON.parse((await readOptional(dir, 'route-remotes.json')) ?? '{}');
    const { remotes = {} } = JSON.parse(await readFile(configPath, 'utf8'));
    const urls = Object.keys(routes).map((remote) => remotes[remote]);
    await remoteAssets.readFirst(urls.filter((url) => typeof url === 'string'));
  } catch {
    // no routes or no config: each page reads what it needs
  }
}

/**
 * A page's HTML (index.html or a prerendered shell) rendered for this page (page-html.mjs): the
 * config inside and, on a remote's page (route-remotes.json of the host's build), that remote's
 * manifest, entry and the page's chunks preloaded. No-cache, with an ETag.
 */
export async function sendPage(req, res, site, pathname, html, config) {
  const { dir, remoteAssets, manifestsRead } = site;
  const routes = await readOptional(dir, 'route-remotes.json');
  const route = routes ? routeOfPath(pathname, JSON.parse(routes)) : null;
  const manifest = route ? config.remotes[route.remote] : undefined;
  if (route && manifest) await manifestsRead;
  const scripts =
    route && manifest ? await remoteAssets(manifest, route.expose, await hostShared(dir)) : [];
  const body = renderPage(html, config, { manifest, scripts });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
