const { createConfig } = require('../scripts/webpack/create-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3002,
  federation,
  title: 'Casino (standalone)',
});
