// `npm start`: installs what is missing, builds, and serves everything on loopback.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { installDependencies } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
installDependencies(root);
await buildAll();
await import('./serve-all.mjs');
