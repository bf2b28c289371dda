/** Jest config for the bench's CI smoke: plain Node, no transform (the test is CommonJS). */
module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.js'],
  transform: {},
};
