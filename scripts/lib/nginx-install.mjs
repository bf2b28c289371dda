// Where Debian's nginx and its brotli module are, and whether they are installed. No package
// imports here: `npm test` reads it before it has installed the dependencies.
import { existsSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

export function nginxInstalled() {
  return existsSync(NGINX_PATH) && existsSync(BROTLI_MODULE);
}
