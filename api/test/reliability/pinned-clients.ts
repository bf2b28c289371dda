import { envelope, httpClient, type HttpClient } from './http-client';

/** A client on one connection, so with API_WORKERS to one process: that process's pid. */
export interface PinnedClient {
  pid: number;
  http: HttpClient;
}

/**
 * One client of `token` to each of `processes` processes, each on its own connection (node:cluster
 * hands new connections to the workers in turn), with the pid of the process it reaches (POST
 * /__test/Sports/BookMemory answers it). A connection to a process already reached is closed.
 */
export async function pinnedClients(
  api: string,
  token: string,
  processes: number,
): Promise<PinnedClient[]> {
  const clients = new Map<number, PinnedClient>();
  for (let tries = 0; clients.size < processes && tries < 20 * processes; tries += 1) {
    const http = httpClient(token, 15_000, 1);
    const reply = envelope<{ pid: number }>(
      await http.post(`${api}/__test/Sports/BookMemory`, { Key: 'none' }),
    );
    if (!reply.data) throw new Error(`no pid: ${reply.message}`);
    if (clients.has(reply.data.pid)) http.close();
    else clients.set(reply.data.pid, { pid: reply.data.pid, http });
  }
  if (clients.size < processes)
    throw new Error(`reached ${clients.size} of ${processes} processes`);
  return [...clients.values()];
}

/** The process's book in memory of `key` and the stored version (see book-memory-route.ts). */
export async function bookMemory(
  api: string,
  client: PinnedClient,
  key: string,
): Promise<BookMemorySeen> {
  const reply = envelope<BookMemorySeen>(
    await client.http.post(`${api}/__test/Sports/BookMemory`, { Key: key }),
  );
  if (!reply.data) throw new Error(`BookMemory: ${reply.message}`);
  return reply.data;
}

/** What POST /__test/Sports/BookMemory answers. */
export interface BookMemorySeen {
  pid: number;
  owns: boolean;
  memory: string | null;
  stored: string;
  /** Calls this process handed to a market's owner and hand-overs it answered as the owner. */
  sent: number;
  received: number;
  /** Calls of a market owned elsewhere that ran here (the owner unreached, refused or lost). */
  fellBack: number;
}
