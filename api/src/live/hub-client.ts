/** What the hub needs of a WebSocket (ws's WebSocket has it; unit tests pass a fake). */
export interface StreamSocket {
  send(text: string): void;
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}

export interface StreamHubOptions {
  /** Changes kept per topic for a resume (the account topics keep a quarter). */
  ringSize: number;
  /**
   * Above this many bytes waiting in a socket it is sent nothing more (updates nor snapshots);
   * once it drains, each of its topics gets one snapshot of the latest state.
   */
  maxBufferedBytes: number;
}

export const DEFAULT_HUB_OPTIONS: StreamHubOptions = { ringSize: 64, maxBufferedBytes: 256 * 1024 };

/** One authenticated connection's subscriptions, as the hub sees them. */
export interface HubClient {
  readonly socket: StreamSocket;
  readonly userId: number;
  readonly sessionId: string;
  /** Server topic -> the last seq this client was sent. */
  readonly topics: Map<string, number>;
  /** Topics skipped while the socket was full: sent as a fresh snapshot once it drains. */
  readonly stale: Set<string>;
  lastSentAt: number;
  /** Ends the connection (the hub calls it when the session ended). */
  end(code: number, reason: string): void;
}
