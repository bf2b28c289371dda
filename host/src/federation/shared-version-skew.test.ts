import { packageOf, SharedVersionSkew, sharedVersionSkewPlugin } from './shared-version-skew';

type Args = Parameters<NonNullable<ReturnType<typeof sharedVersionSkewPlugin>['resolveShare']>>[0];

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

const resolveWith = (args: Args) => {
  const out = sharedVersionSkewPlugin().resolveShare?.(args) as Args;
  return out.resolver();
};

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
