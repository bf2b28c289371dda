import type { FastifyInstance } from 'fastify';

/**
 * The app's API calls as "METHOD /path", from Fastify's route table: not /health, not the
 * /__test/ routes, not the implicit HEAD and OPTIONS (CORS) routes.
 */
export function apiRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  // A route that extends another is printed as its child's tail ("│   └── s (POST)" under
  // "/Player/CancelBet"): the path is its parents' text joined.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', part = '', methods = ''] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const path = parents.join('') + part;
    parents.push(part);
    if (!methods || path === '/health' || path.startsWith('/__test/')) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push(`${method} ${path}`);
    }
  }
  return out;
}
