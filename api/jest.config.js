/** Jest config for the reference API (Node, SWC transform to CommonJS, PGlite in memory). */

// ESM-only packages reached through require() (light-my-request -> cookie 2) that jest's
// CommonJS runtime cannot load: compile them to CommonJS with SWC.
const ESM_ONLY = ['cookie'];
const SOLO = require('./jest/solo-tests');
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.JEST_SOLO === 'skip' ? SOLO.map((f) => `<rootDir>/${f}`) : []),
  ],
  globalSetup: '<rootDir>/jest/build-api.js',
  // TEST_NOW=<instant>: the file runs as if at that time (time-of-day hazards, jest/shift-clock.js).
  setupFiles: ['<rootDir>/jest/shift-clock.js'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  transform: {
    // PGlite's CJS build uses import() for Node built-ins, which jest's vm cannot run.
    '@electric-sql/pglite/.+\\.c?js$': '<rootDir>/jest/pglite-transform.js',
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: swc('ecmascript'),
    '^.+\\.ts$': swc('typescript'),
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@electric-sql/pglite|${ESM_ONLY.join('|')})/)`,
  ],
  // PGlite's first open (WASM start) takes a few seconds.
  testTimeout: 30000,
};
