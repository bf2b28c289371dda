module.exports = require('../scripts/jest/front-project.cjs')(__dirname, 'remote-reports');
