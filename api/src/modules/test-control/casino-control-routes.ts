import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { TABLE_CODES } from '../casino/games/registry';
import type { CasinoEngine } from '../casino/round-engine';
import type { RoundRow } from '../casino/round-store';

const schema = {
  body: {
    type: 'object',
    required: ['TableCode'],
    properties: {
      TableCode: { type: 'string', enum: [...TABLE_CODES] },
      /** Cards dealt first, in deal order ("KH", "10S"); the rest is shuffled. */
      Cards: {
        type: 'array',
        maxItems: 20,
        items: { type: 'string', pattern: '^(A|[2-9]|10|J|Q|K)[SHDC]$' },
      },
    },
  },
} as const;

interface Body {
  TableCode: string;
  Cards?: string[];
}

const view = (r: RoundRow) => ({
  roundId: String(r.id),
  status: r.status,
  winner: r.winner,
  hands: r.hands,
});

/** /__test/Casino/: fast-forward a table (close / settle / next round now). */
export async function registerCasinoControlRoutes(
  app: FastifyInstance,
  engine: CasinoEngine,
): Promise<void> {
  app.post<{ Body: Body }>('/__test/Casino/CloseRound', { schema }, async (req) =>
    ok(view(await engine.closeNow(req.body.TableCode, req.body.Cards))),
  );
  app.post<{ Body: Body }>('/__test/Casino/SettleRound', { schema }, async (req) =>
    ok(view(await engine.settleNow(req.body.TableCode, req.body.Cards))),
  );
  app.post<{ Body: Body }>('/__test/Casino/NextRound', { schema }, async (req) =>
    ok(view(await engine.nextRound(req.body.TableCode))),
  );
}
