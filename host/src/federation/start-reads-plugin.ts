import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sendStartReads, type SentStartRead } from './start-reads';

// One hand-off from the federation's start-up to start-early.ts: the only way between them.
let sent: SentStartRead[] = [];

/**
 * Runs when the federation runtime starts, in main.js's first task and before the shared modules
 * are loaded: sends the page's first reads (start-reads.ts). The plugin itself hooks nothing.
 */
export default function startReadsPlugin(): ModuleFederationRuntimePlugin {
  sent = sendStartReads(window.location.pathname, window.localStorage, document, (...a) =>
    window.fetch(...a),
  );
  return { name: 'exchange-start-reads' };
}

/** The reads sent at start-up, once. */
export function takeSentReads(): SentStartRead[] {
  const reads = sent;
  sent = [];
  return reads;
}
