// The nginx configuration of the four front-end origins (host and three remotes), written from the
// same config.json and ports as serve-all.mjs and with the rules of the Node static server
// (serving-rules.mjs). It runs without root: every path nginx writes is under one runtime folder.
import {
  cacheControlFor,
  contentSecurityPolicy,
  HASHED,
  METHODS,
  preconnectLinks,
  RELEASE,
  SECURITY_HEADERS,
} from './serving-rules.mjs';
import { BROTLI_MODULE } from './nginx-install.mjs';

const IMMUTABLE = cacheControlFor('/a.0123456789.js');

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */

const TYPES = {
  'text/html': 'html',
  'text/javascript': 'js mjs',
  'text/css': 'css',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
};

/** A double-quoted nginx string; refuses what nginx would read as a variable or an end of string. */
function quoted(value) {
  if (/["\\$\p{Cc}]/u.test(value))
    throw new Error(`cannot put ${JSON.stringify(value)} in nginx.conf`);
  return `"${value}"`;
}

function block(head, lines) {
  return [`${head} {`, ...lines.flat().map((l) => `  ${l}`), '}'];
}

/**
 * @param {object} options
 * @param {{ name: string, dir: string, port: number }[]} options.apps
 * @param {object} options.config the parsed config.json (CSP and preconnect hints are built from it)
 * @param {string} options.configPath served as /config.json on every origin
 * @param {string} options.runtimeDir pid file, access log and temp folders
 * @param {string} options.host the address to listen on
 * @returns {string} the text of nginx.conf
 */
export function nginxConf({ apps, config, configPath, runtimeDir, host }) {
  const common = {
    'Access-Control-Allow-Origin': '*',
    ...SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(config),
  };
  // Set once per server (a location with an add_header of its own would drop these); what
  // differs per file comes from the maps below.
  const headers = [
    ...Object.entries(common).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    'add_header Cache-Control $cache_control always;',
    'add_header Link $preconnect always;',
    'add_header Allow $allow always;',
  ];
  const server = ({ name, dir, port }) =>
    block('server', [
      `# ${name}`,
      `listen ${host}:${port} backlog=4096;`,
      `root ${quoted(dir)};`,
      headers,
      `if ($request_method !~ ^(GET|HEAD|OPTIONS)$) { return 405; }`,
      `if ($request_method = OPTIONS) { return 204; }`,
      '# a page: the file, or index.html for any route of the app (history fallback); in a',
      '# release folder (docs/deploy.md) what is not in the folder is looked up in live/',
      block('location /', [
        'try_files $uri $uri.html $uri/index.html /live$uri /live$uri.html /live$uri/index.html',
        '  /index.html /live/index.html =404;',
      ]),
      block('location = /config.json', [`alias ${quoted(configPath)};`]),
      '# a dot file or folder (a deploy lock, a release being copied): never served',
      block('location ~ "/\\."', ['return 404;']),
      '# a file (entry, chunk, manifest, icon): 404 when missing',
      block('location ~ "\\.[A-Za-z0-9]+$"', ['try_files $uri /live$uri =404;']),
    ]);
  return [
    '# Written by scripts/lib/nginx-conf.mjs (serve-all.mjs with STATIC_SERVER=nginx): do not edit.',
    `load_module ${quoted(BROTLI_MODULE)};`,
    'daemon off;',
    'worker_processes auto;',
    `pid ${quoted(`${runtimeDir}/nginx.pid`)};`,
    'error_log stderr warn;',
    ...block('events', ['worker_connections 4096;']),
    ...block('http', [
      block(
        'types',
        Object.entries(TYPES).map(([type, exts]) => `${type} ${exts};`),
      ),
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css text/javascript application/json application/manifest+json image/svg+xml text/plain;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `${t}_temp_path ${quoted(`${runtimeDir}/${t}`)};`,
      ),
      `access_log ${quoted(`${runtimeDir}/access.log`)};`,
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_timeout 65;',
      'client_max_body_size 1k;',
      '# the .gz and .br files the build writes next to each text file',
      'gzip_static on;',
      'brotli_static on;',
      'gzip_vary on;',
      '# what has no .gz (the manifest a deploy writes, config.json) is compressed on the fly',
      'gzip on;',
      'gzip_types application/json application/manifest+json;',
      'gzip_min_length 1024;',
      '# empty (not sent) but on a 405 and an OPTIONS reply',
      block('map $request_method $allow', ['GET "";', 'HEAD "";', `default ${quoted(METHODS)};`]),
      '# content-hashed chunks and releases/<version>/ never change: a new build has new names',
      block('map $uri $cache_control', [
        `"~${HASHED.source}" ${quoted(IMMUTABLE)};`,
        `"~${RELEASE.source}" ${quoted(IMMUTABLE)};`,
        `default ${quoted(cacheControlFor('/'))};`,
      ]),
      '# pages (a path without a file extension) name the origins they call first',
      block('map $request_uri $preconnect', [
        '"~^[^?]*\\.[A-Za-z0-9]+(\\?|$)" "";',
        `default ${quoted(preconnectLinks(config))};`,
      ]),
      ...apps.map(server),
    ]),
    '',
  ].join('\n');
}
