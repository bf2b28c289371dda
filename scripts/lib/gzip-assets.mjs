// JavaScript, CSS and JSON (a remote's mf-manifest.json) sent gzip-compressed (a third of their
// size or less), compressed once per file version and kept in memory. Everything else is sent
// uncompressed by static-server.mjs.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';

const gzip = promisify(gzipCallback);
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};
/** absolute file -> { version, body, etag } */
const cache = new Map();

async function compressed(file) {
  const info = await stat(file);
  if (!info.isFile()) return null;
  const version = `${info.size}-${info.mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.version === version) return hit;
  const body = await gzip(await readFile(file), { level: constants.Z_BEST_COMPRESSION });
  const entry = { version, body, etag: `W/"${version}-gz"` };
  cache.set(file, entry);
  return entry;
}

/**
 * Answers GET/HEAD of a .js, .css or .json file under dir when the browser accepts gzip.
 * @returns {Promise<boolean>} false when the request is not one of those (static-server.mjs sends the file)
 */
export async function serveGzipped(dir, req, res, pathname, cacheControl) {
  const type = TYPES[path.extname(pathname)];
  if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
  let relative;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const root = path.resolve(dir);
  // normalize('/../x') is '/x': the file always stays under root
  const file = path.join(root, path.normalize(relative));
  if (!file.startsWith(root + path.sep)) return false;
  const entry = await compressed(file).catch(() => null);
  if (!entry) return false;
  const headers = {
    'Content-Type': type,
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl,
    ETag: entry.etag,
  };
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': entry.body.length });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
  return true;
}
