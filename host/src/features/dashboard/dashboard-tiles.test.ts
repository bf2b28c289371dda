import { ROUTES } from '../../routes/route-table';
import { NAV_MENU } from '../../layout/nav-menu';
import { DASHBOARD_TILES } from './dashboard-tiles';

// Tiles point at static paths; react-router matches them exactly, ignoring case.
const routed = (to: string) => ROUTES.some((r) => r.path.toLowerCase() === to.toLowerCase());

test('every tile leads to a route of the route table', () => {
  for (const tile of DASHBOARD_TILES) expect([tile.to, routed(tile.to)]).toEqual([tile.to, true]);
});

test('every area of the navigation menu has a tile', () => {
  const tiles = new Set(DASHBOARD_TILES.map((t) => t.to.toLowerCase()));
  const areas = NAV_MENU.map((e) => `/${e.url}`.toLowerCase()).filter(
    (p) => p !== '/' && p !== '/dashboard',
  );
  expect(areas.filter((p) => !tiles.has(p))).toEqual([]);
});
