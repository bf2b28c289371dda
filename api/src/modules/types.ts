import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/types';

export interface ModuleDeps {
  db: Db;
  config: Config;
}

/** One feature module of the API. Teams append theirs to src/modules/index.ts. */
export interface ExchangeModule {
  name: string;
  register: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
}
