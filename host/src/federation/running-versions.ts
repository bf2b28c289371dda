import type { RemoteName } from 'shared-auth';

declare const __APP_VERSION__: string | undefined;

/** `<package version>+<commit>` baked in at build (scripts/webpack/create-config.cjs). */
export const HOST_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

const versions = new Map<RemoteName, string>();
const listeners = new Set<() => void>();

/** Called by the version runtime plugin each time a remote's manifest is read. */
export function recordRemoteVersion(name: string, version: string): void {
  if (name !== 'sports' && name !== 'casino' && name !== 'reports') return;
  if (versions.get(name) === version) return;
  versions.set(name, version);
  listeners.forEach((listener) => listener());
}

/** The version this page runs of a remote, or "unknown" before its manifest was read. */
export function remoteVersion(name: RemoteName): string {
  return versions.get(name) ?? 'unknown';
}

export function subscribeRemoteVersions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
