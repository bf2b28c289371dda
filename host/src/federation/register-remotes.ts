import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { textsSettled, type RemoteName, type RuntimeConfig } from 'shared-auth';
import type { ExposeRef } from 'shared-contracts';
import { sharedVersionSkewPlugin } from './shared-version-skew';

let entries: Record<RemoteName, string> | null = null;

export function registerAppRemotes(config: RuntimeConfig): void {
  entries = config.remotes;
  // Before any remote entry runs: each remote's federation instance picks up global plugins. The
  // host's own instance (made before this) is given it too: it turns away a refused remote's loads.
  const skew = sharedVersionSkewPlugin();
  registerGlobalPlugins([skew]);
  registerPlugins([skew]);
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })),
  );
}

/** Forget a failed remote so the next load really fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  if (!entries) return;
  registerRemotes([{ name, entry: entries[name] }], { force: true });
}

/** A loaded expose; its props were checked against shared-contracts where it was named. */
export interface RemoteModule {
  default: ComponentType<Record<string, unknown>>;
}

export async function loadRemotePage({ remote, expose }: ExposeRef): Promise<RemoteModule> {
  const mod = await loadRemote<RemoteModule>(`${remote}/${expose}`);
  // The remote's texts in the chosen language, asked for as its code ran: drawn before they are
  // in, the page would stay in English (react-i18next listens only from its first draw).
  await textsSettled();
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${remote}/${expose} did not export a page component`);
  }
  return mod;
}
