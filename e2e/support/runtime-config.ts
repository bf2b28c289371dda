import { readFileSync, writeFileSync } from 'node:fs';
import { e2eStack } from './stack';

type RemoteName = 'sports' | 'casino' | 'reports';

interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  [key: string]: unknown;
}

/** The stack's /config.json (read by the static servers on every request). */
export function readRuntimeConfig(): RuntimeConfig {
  return JSON.parse(readFileSync(e2eStack.configPath, 'utf8')) as RuntimeConfig;
}

/** Points one remote at another manifest URL; returns a function that restores the original. */
export function pointRemoteAt(remote: RemoteName, manifestUrl: string): () => void {
  const original = readFileSync(e2eStack.configPath, 'utf8');
  const config = JSON.parse(original) as RuntimeConfig;
  config.remotes[remote] = manifestUrl;
  writeFileSync(e2eStack.configPath, JSON.stringify(config, null, 2));
  return () => writeFileSync(e2eStack.configPath, original);
}

/** A loopback port nothing listens on: a remote whose server is down. */
export const DEAD_PORT = 3999;
