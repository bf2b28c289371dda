import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote needs a major of a shared singleton other than the one this app runs. */
export class SharedVersionSkew extends Error {
  constructor(
    readonly pkg: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`needs ${pkg} ${required}, this app provides ${pkg} ${provided}`);
    this.name = 'SharedVersionSkew';
  }
}

/** `react/jsx-runtime` -> `react`, `@tanstack/react-query/x` -> `@tanstack/react-query`. */
export function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return parts.slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Registered for every federation instance (the remotes' too): where the runtime would refuse a
 * strict singleton whose loaded copy is outside the requester's range, it throws a
 * SharedVersionSkew naming both versions instead of a bare message, so the remote's area can say
 * it needs an update.
 */
export function sharedVersionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exchange-shared-version-skew',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, version, shareInfo, resolver } = args;
      const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig;
      return {
        ...args,
        resolver: () => {
          if (
            singleton &&
            strictVersion &&
            typeof requiredVersion === 'string' &&
            !satisfy(version, requiredVersion)
          ) {
            throw new SharedVersionSkew(packageOf(pkgName), requiredVersion, version);
          }
          return resolver();
        },
      };
    },
  };
}
