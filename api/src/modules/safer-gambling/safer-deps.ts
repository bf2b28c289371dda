import type { ModuleDeps } from '../types';

/** What the safer-gambling calls need: the module deps with the clock they are judged by. */
export type SaferDeps = Pick<ModuleDeps, 'db' | 'live' | 'now' | 'config'>;
