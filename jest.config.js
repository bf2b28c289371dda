// One jest run for every package: `pnpm unit` (or `npx jest --selectProjects host`).
module.exports = {
  projects: [
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/host',
    '<rootDir>/remote-sports',
    '<rootDir>/remote-casino',
    '<rootDir>/remote-reports',
    '<rootDir>/api',
  ],
};
