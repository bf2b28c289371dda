// The reliability tests spawn the API as production runs it, from api/dist: build it once per run.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = () => {
  execFileSync(process.execPath, [path.join(__dirname, '..', 'build.mjs')], { stdio: 'inherit' });
};
