import pg from 'pg';

/** A broken LISTEN connection is opened again this many times, RETRY_MS apart, before giving up. */
const RECONNECT_TRIES = 20;
const RETRY_MS = 500;

export interface Listening {
  /** Resolves once the first read is done. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` on a connection of its own and runs `read` at start and after each
 * notification. Reads never overlap; notifications during a read make one more read. A broken
 * connection is opened again (then read runs, so whatever was written meanwhile is read);
 * onLost only when it cannot be.
 */
export async function listenAndRead(
  url: string,
  channel: string,
  read: () => Promise<void>,
  onLost: (err: Error) => void,
  /** A notification whose payload says there is nothing to read (e.g. this process's own). */
  ignore: (payload: string | undefined) => boolean = () => false,
): Promise<Listening> {
  let stopped = false;
  let reading: Promise<void> | null = null;
  let again = false;
  let client: pg.Client | null = null;
  const pull = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (stopped ? Promise.resolve() : read())
      .catch((err: unknown) => console.error(`Reading after NOTIFY ${channel} failed`, err))
      .finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          void pull();
        }
      });
    return reading;
  };
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const broke = () => {
      if (client !== c || stopped) return;
      client = null;
      void relisten();
    };
    c.on('error', broke);
    c.on('end', broke);
    c.on('notification', (n) => {
      if (!ignore(n.payload)) void pull();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const relisten = async (): Promise<void> => {
    for (let attempt = 0; attempt < RECONNECT_TRIES && !stopped; attempt += 1) {
      try {
        await listen();
        await pull();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
    if (!stopped) onLost(new Error(`the LISTEN ${channel} connection could not be opened again`));
  };
  await listen();
  return {
    ready: pull(),
    async stop() {
      stopped = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
      await reading;
    },
  };
}
