import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** What clients did wrong on the socket layer, since the start. */
export interface StreamStats {
  protocolErrors: number;
}

/** ws's own errors for a client's bad frames (unmasked, oversized, bad opcode, bad UTF-8). */
function protocolCode(err: unknown): string | null {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : null;
  return typeof code === 'string' && code.startsWith('WS_ERR_') ? code : null;
}

/**
 * The WebSocket plugin's error handler: a client's malformed frame is its fault, so it is
 * counted and logged at info level without a stack (ws reports one per socket); anything else
 * is ours and keeps the error level. The socket is dropped either way.
 */
export function socketErrorHandler(stats: StreamStats) {
  return (error: Error, socket: WebSocket, request: FastifyRequest): void => {
    const code = protocolCode(error);
    if (code) {
      stats.protocolErrors += 1;
      request.log.info({ code, reason: error.message }, 'Stream client sent a malformed frame');
    } else {
      request.log.error(error);
    }
    socket.terminate();
  };
}
