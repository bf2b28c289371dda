import { Value } from '@sinclair/typebox/value';
import {
  CASINO_TABLE_CODES,
  STREAM_CLOSE,
  StreamClientMessageSchema,
  type StreamClientMessage,
} from 'shared-api-types';
import type { LiveTopic } from './live-bus';
import type { HubClient, StreamSocket } from './hub-client';
import type { StreamHub } from './stream-hub';
import { STREAM_RATE, tokenBucket, type RateLimit } from './token-bucket';

/** The signed-in session behind a stream; expiresAt ends it. */
export interface StreamSession {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

export interface ConnectionDeps {
  hub: StreamHub;
  /** The live session of a token, or null. */
  authenticate: (token: string) => Promise<StreamSession | null>;
  authTimeoutMs: number;
  /** Messages a socket may send (default STREAM_RATE); past it, an error and a close. */
  rate?: RateLimit;
  /** The clock of the rate limit (tests pass their own). */
  now?: () => number;
}

/** Topics per connection (a tab needs four or five). */
export const MAX_TOPICS = 32;
/** Malformed messages tolerated before the connection is closed. */
export const MAX_BAD_MESSAGES = 20;
const MATCH_TOPIC = /^(match|depth):[0-9.-]{1,40}$/;
const TABLES = new Set(CASINO_TABLE_CODES);

/** The server topic a client's name stands for, or an error sentence. */
export function serverTopic(name: string, userId: number): LiveTopic | string {
  if (name === 'dashboard') return 'dashboard';
  if (name === 'account') return `account:${userId}`;
  if (MATCH_TOPIC.test(name)) return name as LiveTopic;
  if (name.startsWith('table:') && TABLES.has(name.slice('table:'.length)))
    return name as LiveTopic;
  return `Unknown topic ${name}: use dashboard, account, match:<eventId>, depth:<eventId> or table:<code>`;
}

const isTopic = (t: string): t is LiveTopic =>
  t === 'dashboard' ||
  t.startsWith('account:') ||
  t.startsWith('match:') ||
  t.startsWith('depth:') ||
  t.startsWith('table:');

/** Parses one client message: the message, or the sentence that says what is wrong. */
export function parseClientMessage(raw: string): StreamClientMessage | string {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 'Messages must be JSON objects like {"type":"subscribe","topic":"dashboard"}';
  }
  if (Value.Check(StreamClientMessageSchema, data)) return data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : null;
  if (type !== 'auth' && type !== 'subscribe' && type !== 'unsubscribe')
    return 'type must be auth, subscribe or unsubscribe';
  const first = Value.Errors(StreamClientMessageSchema, data).First();
  return `Bad ${type} message: ${first ? `${first.path || '/'} ${first.message}` : 'invalid'}`;
}

/**
 * One WebSocket: waits for {type:'auth', token} (closing on none in time, or a refused token),
 * then follows subscribe / unsubscribe messages. Returns the handlers the route wires to the
 * socket's events.
 */
export function streamConnection(
  socket: StreamSocket,
  deps: ConnectionDeps,
): { message: (raw: string) => void; closed: () => void } {
  let client: HubClient | null = null;
  let authenticating = false;
  let ended = false;
  let bad = 0;
  let expiry: NodeJS.Timeout | null = null;
  /** Messages that came before the token was checked: handled after it. */
  const waiting: StreamClientMessage[] = [];
  const rate = deps.rate ?? STREAM_RATE;
  const take = tokenBucket(rate, deps.now);
  // Over the send cap a socket is sent nothing more, error sentences included.
  const error = (message: string, topic?: string) =>
    deps.hub.canSend(socket) &&
    socket.send(JSON.stringify({ type: 'error', message, ...(topic && { topic }) }));
  const end = (code: number, reason: string) => {
    if (ended) return;
    ended = true;
    socket.close(code, reason);
  };
  const authTimer = setTimeout(
    () => end(STREAM_CLOSE.authTimeout, 'No auth message in time'),
    deps.authTimeoutMs,
  );

  const auth = async (token: string) => {
    authenticating = true;
    const session = await deps.authenticate(token).catch(() => null);
    clearTimeout(authTimer);
    if (ended) return;
    if (!session) return end(STREAM_CLOSE.badToken, 'The session token is not valid or expired');
    client = {
      socket,
      userId: session.userId,
      sessionId: session.sessionId,
      topics: new Map(),
      stale: new Set(),
      lastSentAt: Date.now(),
      end,
    };
    deps.hub.add(client);
    const ms = Math.min(session.expiresAt.getTime() - Date.now(), 2 ** 31 - 1);
    expiry = setTimeout(() => end(STREAM_CLOSE.badToken, 'The session expired'), Math.max(0, ms));
    expiry.unref();
    socket.send(JSON.stringify({ type: 'ready', epoch: deps.hub.epoch }));
    for (const msg of waiting.splice(0)) handle(msg);
  };

  const handle = (msg: StreamClientMessage) => {
    if (msg.type === 'auth') {
      if (authenticating) return error('Already authenticated');
      void auth(msg.token);
      return;
    }
    if (!client && authenticating && waiting.length < MAX_TOPICS) return void waiting.push(msg);
    if (!client) return error('Send {"type":"auth","token":...} first');
    const topic = serverTopic(msg.topic, client.userId);
    if (!isTopic(topic)) return error(topic, msg.topic);
    if (msg.type === 'unsubscribe') return deps.hub.unsubscribe(client, topic);
    if (!client.topics.has(topic) && client.topics.size >= MAX_TOPICS)
      return error(`At most ${MAX_TOPICS} topics per connection`, msg.topic);
    void deps.hub.subscribe(client, topic, msg.since);
  };

  return {
    message: (raw) => {
      if (ended) return;
      if (!take()) {
        error(`Too many messages: at most ${rate.perSecond} a second, ${rate.burst} at once`);
        return end(STREAM_CLOSE.tooManyMessages, 'Too many messages');
      }
      const msg = parseClientMessage(raw);
      if (typeof msg !== 'string') return handle(msg);
      bad += 1;
      if (bad > MAX_BAD_MESSAGES) return end(STREAM_CLOSE.badMessages, 'Too many bad messages');
      error(msg);
    },
    closed: () => {
      ended = true;
      clearTimeout(authTimer);
      if (expiry) clearTimeout(expiry);
      if (client) deps.hub.remove(client);
    },
  };
}
