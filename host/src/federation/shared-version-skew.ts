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

type Shared = ResolveShareArgs['shareInfo'];

/** The highest registered version inside `range`, if none of the package's copies is loaded yet. */
function fittingUnloaded(versions: Record<string, Shared>, range: string): Shared | undefined {
  const all = Object.values(versions);
  if (all.some((copy) => copy.loaded || copy.loading)) return undefined;
  const fitting = Object.keys(versions).filter((v) => satisfy(v, range));
  const best = fitting.reduce<string | undefined>(
    (a, b) => (a === undefined || satisfy(b, `>${a}`) ? b : a),
    undefined,
  );
  return best === undefined ? undefined : versions[best];
}

/** The runtime's choice, unless it is outside a strict singleton's range (see below). */
function resolveInRange(args: ResolveShareArgs): ReturnType<ResolveShareArgs['resolver']> {
  const { pkgName, version, shareInfo, resolver, shareScopeMap, scope } = args;
  const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig;
  if (
    !singleton ||
    !strictVersion ||
    typeof requiredVersion !== 'string' ||
    satisfy(version, requiredVersion)
  ) {
    return resolver();
  }
  const fitting = fittingUnloaded(shareScopeMap[scope]?.[pkgName] ?? {}, requiredVersion);
  if (fitting) return { shared: fitting, useTreesShaking: false };
  throw new SharedVersionSkew(packageOf(pkgName), requiredVersion, version);
}

/**
 * Registered for every federation instance: the remotes' (a global plugin) and the host's. Where
 * the runtime would refuse a strict singleton outside the requester's range: while no copy of it
 * is loaded, the highest copy inside the range is taken instead (another remote's incompatible
 * major is passed over); once one is loaded it is the singleton, and a SharedVersionSkew naming
 * both versions is thrown instead of the runtime's bare message, so the remote's area can say it
 * needs an update.
 *
 * A refused remote stays refused until it is registered again: the refusal fails only the first
 * load of an expose, and webpack keeps that expose's half-run module (its React import
 * undefined) for every later or concurrent load, which would then render and crash.
 */
export function sharedVersionSkewPlugin(): ModuleFederationRuntimePlugin {
  const refused = new Map<string, SharedVersionSkew>();
  return {
    name: 'exchange-shared-version-skew',
    apply: (instance) => ({
      resolveShare: (args: ResolveShareArgs) => ({
        ...args,
        resolver: () => {
          try {
            return resolveInRange(args);
          } catch (error) {
            if (error instanceof SharedVersionSkew && !refused.has(instance.name)) {
              refused.set(instance.name, error);
            }
            throw error;
          }
        },
      }),
      onLoad({ remote }) {
        const skew = refused.get(remote.name);
        if (skew) throw skew;
      },
      registerRemote(args) {
        refused.delete(args.remote.name);
        return args;
      },
    }),
  };
}
