import type { FastifyInstance } from 'fastify';

/**
 * The app's API calls as "METHOD /path", from Fastify's route table: not /health, not the
 * /__test/ routes, not the implicit HEAD and OPTIONS (CORS) routes.
 */
export function apiRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const [, path = '', methods = ''] = match;
    if (path === '/health' || path.startsWith('/__test/')) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push(`${method} ${path}`);
    }
  }
  return out;
}
