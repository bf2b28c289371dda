/** Jest config for the scripts' own tests: plain Node, no transform (the tests are CommonJS). */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.js'],
  transform: {},
};
