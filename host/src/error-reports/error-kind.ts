import type { ClientErrorKind } from 'shared-api-types';

/**
 * What failed: a script chunk (webpack's ChunkLoadError), the remote itself (the federation
 * runtime's manifest or entry errors carry a RUNTIME-00x code), or the remote's code while
 * rendering.
 */
export function errorKind(error: unknown): ClientErrorKind {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(message)) {
    return 'chunk-load';
  }
  if (/RUNTIME-00\d|ScriptExternalLoadError|remoteEntry|manifest/i.test(message)) {
    return 'remote-load';
  }
  return 'render';
}
