import type { FastifyInstance } from 'fastify';

/** Small inject helpers shared by the casino and ledger API tests. */
export function authed(app: FastifyInstance, token: string) {
  return (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
}

export async function currentRoundId(
  app: FastifyInstance,
  token: string,
  TableCode: string,
): Promise<string> {
  const res = await authed(app, token)('/Casino/GetTableState', { TableCode });
  return res.json<{ data: { roundId: string } }>().data.roundId;
}

export function testRoute(app: FastifyInstance, url: string, payload: object) {
  return app.inject({ method: 'POST', url: `/__test/Casino/${url}`, payload });
}
