// Deploy step for any static server (nginx ...): writes the runtime config into a built
// index.html (scripts/lib/page-html.mjs), so the page needs no /config.json round trip. Run it
// again whenever config.json changes; it replaces the config it wrote before. The per-route
// preloads (the remote's manifest, entry and page chunks) need a server that knows the path
// (static-server.mjs); without them the host preloads the route's remote as soon as main.js runs.
//   node scripts/write-page-config.mjs host/dist /etc/exchange/config.json
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderPage } from './lib/page-html.mjs';

/** The app's page files: index.html and any prerendered shell the build made (login.html). */
const PAGES = ['index.html', 'login.html'];

export function writePageConfig(dir, configPath) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  for (const name of PAGES) {
    const file = path.join(dir, name);
    if (name === 'index.html' || existsSync(file)) writeOne(file, config);
  }
}

function writeOne(file, config) {
  const page = Buffer.from(renderPage(readFileSync(file, 'utf8'), config));
  // the build's pre-compressed copies must say the same, or gzip_static/brotli_static serve the old page
  const copies = [
    ['', page],
    ['.gz', gzipSync(page, { level: 9 })],
    ['.br', brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })],
  ];
  // the page keeps its mode whatever the umask (a server's user must still read it)
  const mode = statSync(file).mode & 0o777;
  for (const [suffix, bytes] of copies) {
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}${suffix}.tmp`);
    writeFileSync(tmp, bytes);
    chmodSync(tmp, mode);
    renameSync(tmp, `${file}${suffix}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, configPath] = process.argv.slice(2);
  if (!dir || !configPath) {
    console.error('usage: node scripts/write-page-config.mjs <built app dir> <config.json>');
    process.exit(2);
  }
  writePageConfig(path.resolve(dir), path.resolve(configPath));
  console.log(`wrote the config of ${configPath} into the pages of ${dir}`);
}
