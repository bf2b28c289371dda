import { startEarlyCall } from 'shared-auth';
import { preloadRouteRemote } from './preload-route-remote';
import { sentReplyAdapter } from './sent-reply-adapter';
import { takeSentReads } from './start-reads-plugin';

/**
 * A logged-in page's start-up once the shared modules are in (start-early.ts): the reads the
 * federation's start-up has sent are handed to the calls that make them (one request each), then
 * the route's remote and first read are started (and, with `followTopic`, its stream topic).
 */
export function startLoggedIn(pathname: string, followTopic = false): void {
  for (const read of takeSentReads()) {
    startEarlyCall(read.call, read.body, { adapter: sentReplyAdapter(read.reply), at: read.at });
  }
  preloadRouteRemote(pathname, followTopic);
}
