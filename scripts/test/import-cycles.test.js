// No package has an import cycle, type imports included (madge, as `npx madge --circular` would
// find them): a cycle makes module order matter and hides which module owns what.
const path = require('node:path');
const madge = require('madge');

const root = path.join(__dirname, '../..');
const PACKAGES = [
  'api/src',
  'host/src',
  'remote-sports/src',
  'remote-casino/src',
  'remote-reports/src',
  'shared-auth/src',
  'shared-ui/src',
  'shared-maths/src',
  'shared-api-types/src',
  'shared-contracts/src',
];

// Type imports count: a type-only cycle still ties two modules' definitions together.
test.each(PACKAGES)('%s has no import cycle', async (dir) => {
  const graph = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(0);
  expect(graph.circular()).toEqual([]);
});
