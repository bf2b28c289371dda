import type { FastifyInstance } from 'fastify';
import { badRequestUncoded, ok } from '../../http/reply';

const MAX_SHIFT_MS = 400 * 24 * 3_600_000;

/**
 * The rules' clock of a test stack (ModuleDeps.now): the system's time moved by an offset, so it
 * keeps running between the moves. Only buildApp with test control makes one; the database's
 * now() (sessions' stamps) stays on the real time.
 */
export class ShiftedClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
  reset(): void {
    this.offsetMs = 0;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

type ClockBody = { Advance: number } | { Set: string } | { Reset: true };

/** The one move a body asks for, or a 400 naming what is wrong. */
function readMove(body: unknown): ClockBody {
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.length !== 1)
    throw badRequestUncoded(
      'Send exactly one of Advance (milliseconds), Set (ISO time) or Reset (true)',
    );
  const b = body as Record<string, unknown>;
  if ('Advance' in b) {
    const ms = b.Advance;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_SHIFT_MS)
      throw badRequestUncoded(`Advance must be whole milliseconds from 0 to ${MAX_SHIFT_MS}`);
    return { Advance: ms };
  }
  if ('Set' in b) {
    const at = b.Set;
    if (typeof at !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(Date.parse(at)))
      throw badRequestUncoded('Set must be an ISO 8601 time such as 2026-12-06T10:00:00Z');
    if (Math.abs(Date.parse(at) - Date.now()) > MAX_SHIFT_MS)
      throw badRequestUncoded('Set must be within 400 days of now');
    return { Set: at };
  }
  if ('Reset' in b) {
    if (b.Reset !== true) throw badRequestUncoded('Reset must be true');
    return { Reset: true };
  }
  throw badRequestUncoded(
    'Send exactly one of Advance (milliseconds), Set (ISO time) or Reset (true)',
  );
}

/**
 * POST /__test/Clock {Advance: ms} | {Set: ISO} | {Reset: true}: moves the rules' clock (a raise's
 * 24 hours, a time limit's end, midnight) and answers its time, `{now, offsetMs}`.
 */
export async function registerClockRoute(app: FastifyInstance, clock: ShiftedClock): Promise<void> {
  app.post('/__test/Clock', async (request) => {
    const move = readMove(request.body);
    if ('Advance' in move) clock.advance(move.Advance);
    else if ('Set' in move) clock.set(new Date(move.Set));
    else clock.reset();
    return ok({ now: clock.now().toISOString(), offsetMs: clock.offset });
  });
}
