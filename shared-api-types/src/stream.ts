import { Type, type Static } from '@sinclair/typebox';
import type { Balance } from './account';
import type { TableState } from './casino';
import type { FeedReply, MatchListItem, MatchScore, OrderEvent } from './sports';

/**
 * The live stream (WebSocket GET /Stream, docs/api.md "Live stream"). A topic's state is a set
 * of named parts; a change replaces some parts (null removes one). Each topic has its own
 * sequence number; `epoch` names the server's numbering (a new one after a restart).
 */

/** What a tab may subscribe to; `account` is always the signed-in player's own. */
export type StreamTopic =
  'dashboard' | `match:${string}` | `depth:${string}` | `table:${string}` | 'account';

/** dashboard: one part per match, under its eventId (null: the match left the list). */
export type DashboardParts = Record<string, MatchListItem | null>;

/** match:<eventId>: the two odds hosts' replies (odds, bookmaker, toss; fancy) and the score. */
export interface MatchParts {
  book?: FeedReply | null;
  session?: FeedReply | null;
  score?: MatchScore | null;
}

/**
 * One runner's whole book (the trading ladder): per price (odds text, "1.55") what can be backed
 * (waiting lays), what can be laid (waiting backs) and what traded there (backer's stake), Coins.
 * Only prices with something are present. `lastTraded`: the latest trade's price, null before one.
 */
export interface RunnerDepth {
  lastTraded: string | null;
  /** The runner's total traded. */
  traded: string;
  levels: Record<string, [toBack: string, toLay: string, traded: string]>;
}

/** depth:<eventId>: every runner of the match odds and toss, under `<marketType>:<selectionId>`. */
export type DepthParts = Record<string, RunnerDepth | null>;

/** table:<code>: the round as everyone sees it (the player's bets stay in GetTableState). */
export interface TableParts {
  round?: Omit<TableState, 'bets'> | null;
}

/** account: the player's balance and exposure, and the last settlement that changed them. */
export interface AccountParts {
  balance?: Balance | null;
  settled?: { marketId: string; at: string } | null;
  /** A session reminder was answered (safer gambling): the session's tabs close it. */
  realityCheck?: { sessionId: string; due: boolean; dueAt: string | null } | null;
  /** The player's orders that one commit changed (matched, cancelled, lapsed...), in order. */
  orders?: OrderEvent[] | null;
  /** How many of the player's match-odds / toss orders wait (unmatched), every market. */
  waitingOrders?: number | null;
}

export type TopicParts<T extends string> = T extends 'dashboard'
  ? DashboardParts
  : T extends `match:${string}`
    ? MatchParts
    : T extends `depth:${string}`
      ? DepthParts
      : T extends `table:${string}`
        ? TableParts
        : T extends 'account'
          ? AccountParts
          : never;

const TopicName = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9:._-]+$' });

/** Client -> server. The first message must be `auth`. */
export const StreamAuthSchema = Type.Object({
  type: Type.Literal('auth'),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
/** `since`: resume after this epoch/seq (missed changes, or a snapshot when too old). */
export const StreamSubscribeSchema = Type.Object({
  type: Type.Literal('subscribe'),
  topic: TopicName,
  since: Type.Optional(
    Type.Object({
      epoch: Type.String({ maxLength: 40 }),
      seq: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export const StreamUnsubscribeSchema = Type.Object({
  type: Type.Literal('unsubscribe'),
  topic: TopicName,
});
export const StreamClientMessageSchema = Type.Union([
  StreamAuthSchema,
  StreamSubscribeSchema,
  StreamUnsubscribeSchema,
]);
export type StreamClientMessage = Static<typeof StreamClientMessageSchema>;

/** Server -> client. */
export type StreamServerMessage =
  | { type: 'ready'; epoch: string }
  /** The whole state of a topic at seq. */
  | { type: 'snapshot'; topic: string; epoch: string; seq: number; parts: Record<string, unknown> }
  /**
   * The change after `prev` to `seq`: `parts` replace whole parts (null removes one), `patch`
   * changes only some fields of a part (shared-auth's applyPatch).
   */
  | {
      type: 'update';
      topic: string;
      prev: number;
      seq: number;
      parts?: Record<string, unknown>;
      patch?: Record<string, unknown>;
    }
  | { type: 'heartbeat' }
  | { type: 'error'; message: string; topic?: string };

/**
 * Close codes: the token was refused or expired / the session ended / no auth in time / too many
 * malformed messages / messages faster than the rate limit / the server is stopping (reconnect).
 */
export const STREAM_CLOSE = {
  badToken: 4001,
  loggedOut: 4002,
  authTimeout: 4003,
  badMessages: 4004,
  tooManyMessages: 4005,
  shuttingDown: 1001,
} as const;
