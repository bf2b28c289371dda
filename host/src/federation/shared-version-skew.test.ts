import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { packageOf, SharedVersionSkew, sharedVersionSkewPlugin } from './shared-version-skew';

type Hooks = Omit<ModuleFederationRuntimePlugin, 'name' | 'apply'>;
type Args = Parameters<NonNullable<Hooks['resolveShare']>>[0];
type OnLoadArgs = Parameters<NonNullable<Hooks['onLoad']>>[0];
type RegisterArgs = Parameters<NonNullable<Hooks['registerRemote']>>[0];

/** The hooks the runtime gives the federation instance called `name` (host or a remote). */
function hooksOf(plugin: ModuleFederationRuntimePlugin, name: string): Hooks {
  return plugin.apply?.({ name } as ModuleFederation) ?? plugin;
}

/** What the runtime passes to resolveShare when a remote asks for `required` and `version` is loaded. */
function resolveArgs(
  version: string,
  required: string | false,
  strictVersion = true,
  pkgName = 'react',
): Args {
  const chosen = { shared: { version } as Args['shareInfo'], useTreesShaking: false };
  return {
    pkgName,
    version,
    scope: 'default',
    shareScopeMap: {},
    shareInfo: {
      version: '20.0.0',
      from: 'sports',
      scope: ['default'],
      shareConfig: { singleton: true, strictVersion, requiredVersion: required },
    } as Args['shareInfo'],
    GlobalFederation: {} as Args['GlobalFederation'],
    resolver: () => chosen,
  };
}

const resolveWith = (args: Args, plugin = sharedVersionSkewPlugin(), requester = 'sports') => {
  const out = hooksOf(plugin, requester).resolveShare?.(args) as Args;
  return out.resolver();
};

/** The host's onLoad for an expose of `remote` that webpack handed back. */
const loaded = async (plugin: ModuleFederationRuntimePlugin, remote: string) =>
  hooksOf(plugin, 'host').onLoad?.({
    id: `${remote}/InPlayWidget`,
    remote: { name: remote },
  } as OnLoadArgs);

test('a loaded copy in the required major range (a newer minor asked for) is used as is', () => {
  expect(resolveWith(resolveArgs('19.2.0', '^19.0.0'))?.shared.version).toBe('19.2.0');
});

test('an incompatible major throws a SharedVersionSkew naming required and provided', () => {
  let caught: unknown;
  try {
    resolveWith(resolveArgs('19.2.0', '^20.0.0', true, 'react/jsx-runtime'));
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(SharedVersionSkew);
  expect(caught).toMatchObject({ pkg: 'react', required: '^20.0.0', provided: '19.2.0' });
});

test('a share without a strict requirement is left to the runtime', () => {
  expect(resolveWith(resolveArgs('19.2.0', '^20.0.0', false))?.shared.version).toBe('19.2.0');
  expect(resolveWith(resolveArgs('1.0.0', false))?.shared.version).toBe('1.0.0');
});

test('the panel names the package, not the shared subpath that was asked for first', () => {
  expect(packageOf('react/jsx-runtime')).toBe('react');
  expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
  expect(packageOf('@tanstack/react-query/build/x')).toBe('@tanstack/react-query');
});

test('while no copy is loaded, an incompatible major another remote registered is passed over', () => {
  const args = resolveArgs('2.0.0', '^1.0.0', true, 'dayjs');
  const own = { version: '1.11.18', from: 'reports' } as Args['shareInfo'];
  const skewed = { version: '2.0.0', from: 'sports' } as Args['shareInfo'];
  args.shareScopeMap = { default: { dayjs: { '1.11.18': own, '2.0.0': skewed } } };
  expect(resolveWith(args)?.shared).toBe(own);
  // Once a copy is loaded it is the singleton: an incompatible one is refused, not replaced.
  skewed.loaded = true;
  expect(() => resolveWith(args)).toThrow(SharedVersionSkew);
});

test('once a remote is refused a singleton, every later load of it fails the same way', async () => {
  // A refused import leaves the expose's module half run in the remote's webpack cache; a second
  // (or concurrent) load of it would get a component whose React import is undefined.
  const plugin = sharedVersionSkewPlugin();
  expect(() => resolveWith(resolveArgs('19.2.0', '^20.0.0'), plugin, 'sports')).toThrow(
    SharedVersionSkew,
  );
  await expect(loaded(plugin, 'sports')).rejects.toMatchObject({
    pkg: 'react',
    required: '^20.0.0',
    provided: '19.2.0',
  });
  await expect(loaded(plugin, 'casino')).resolves.toBeUndefined();
  // Registered again (a new entry is fetched): the new build gets its own chance.
  hooksOf(plugin, 'host').registerRemote?.({ remote: { name: 'sports' } } as RegisterArgs);
  await expect(loaded(plugin, 'sports')).resolves.toBeUndefined();
});
