import type { Server } from 'node:http';
import path from 'node:path';
import { e2eStack } from './stack';

interface StaticServerOptions {
  dir: string;
  port: number;
}

/** Serves a built app folder exactly as `npm start` does (scripts/lib/static-server.mjs). */
export async function serveFolder({ dir, port }: StaticServerOptions): Promise<Server> {
  const mod = (await import(path.join(e2eStack.root, 'scripts/lib/static-server.mjs'))) as {
    startStaticServer: (o: {
      dir: string;
      port: number;
      host: string;
      configPath: string;
    }) => Promise<Server>;
  };
  return mod.startStaticServer({ dir, port, host: '127.0.0.1', configPath: e2eStack.configPath });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
