// Jest settings shared by the browser-side packages (jsdom, swc, CSS mocked).
const path = require('node:path');

module.exports = function frontProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    // axios ships an ESM browser build under the "browser" condition; use its CommonJS one.
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-mock.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  };
};
