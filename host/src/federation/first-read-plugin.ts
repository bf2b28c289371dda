import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sendFirstRead, type SentFirstRead } from './first-read';

// One hand-off from the federation's start-up to start-early.ts: the only way between them.
let sent: SentFirstRead | null = null;

/**
 * Runs when the federation runtime starts, in main.js's first task and before the shared modules
 * are loaded: sends the page's first read (first-read.ts). The plugin itself hooks nothing.
 */
export default function firstReadPlugin(): ModuleFederationRuntimePlugin {
  sent = sendFirstRead(window.location.pathname, window.localStorage, document, (...a) =>
    window.fetch(...a),
  );
  return { name: 'exchange-first-read' };
}

/** The read sent at start-up, once (null when none was). */
export function takeSentFirstRead(): SentFirstRead | null {
  const read = sent;
  sent = null;
  return read;
}
