// The command line of the probes run by hand (profile-start, lantern-path, ab-lighthouse).
import path from 'node:path';
import { realMatchPath } from '../sections/support/browser.mjs';

/** The value of `--name=value` on the command line, or the fallback. */
export const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** A folder holding host/, remote-sports/, ... builds as the stack's dist (null: each app's dist/). */
export const appDists = (dir) =>
  dir && {
    host: path.join(dir, 'host'),
    'remote-sports': path.join(dir, 'remote-sports'),
    'remote-casino': path.join(dir, 'remote-casino'),
    'remote-reports': path.join(dir, 'remote-reports'),
  };

/** The address of the probed page: /matches, or a real match's page (`--page=match`). */
export async function probedPageUrl(stack, session, page) {
  return page === 'match'
    ? `${stack.hostUrl}${await realMatchPath(stack.apiUrl, session)}`
    : `${stack.hostUrl}/matches`;
}
