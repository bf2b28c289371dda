// The routes the browser sections measure, with what "the page's content" means on each: a
// selector that appears only once the page shows its data (not a spinner).

/** @typedef {'sports' | 'casino' | 'reports'} RemoteName */
/**
 * @typedef {{ path: string, remote: RemoteName | null, login: boolean, content: string }} BenchRoute
 */

/** @type {Record<string, string>} */
export const CONTENT = {
  '/login': 'input[type="password"]',
  '/matches': '.match-row',
  '/sportGame': '[data-testid^="odds-"].price-cell',
  '/games/teenpatti-t20': '.markets__sel',
  '/games': '.table-tile',
  '/MyCommission': '.report-table tbody td.report-num',
  '/profile': '.profile-card',
};

/**
 * The first-load routes of the issue; matchPath is a real match (/sportGame/<id>/<event>/<market>).
 * @param {string} matchPath
 * @returns {BenchRoute[]}
 */
export function firstLoadRoutes(matchPath) {
  return [
    { path: '/login', remote: null, login: false, content: CONTENT['/login'] },
    { path: '/matches', remote: 'sports', login: true, content: CONTENT['/matches'] },
    { path: matchPath, remote: 'sports', login: true, content: CONTENT['/sportGame'] },
    {
      path: '/games/teenpatti-t20',
      remote: 'casino',
      login: true,
      content: CONTENT['/games/teenpatti-t20'],
    },
    { path: '/MyCommission', remote: 'reports', login: true, content: CONTENT['/MyCommission'] },
  ];
}
