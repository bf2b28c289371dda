import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteVersion } from './running-versions';

/**
 * Records each remote's version from its manifest (`metaData.buildInfo.buildVersion`, set to the
 * release version by scripts/deploy-remote.mjs), for /Setting and the error reports.
 */
export default function remoteVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-remote-version',
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as { buildVersion?: unknown };
      if (typeof snapshot.buildVersion === 'string') {
        recordRemoteVersion(args.moduleInfo.name, snapshot.buildVersion);
      }
      return args;
    },
  };
}
