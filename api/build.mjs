// `pnpm --filter api build`: the API and its odds host thread as two CommonJS files in api/dist.
// The workspace packages (TypeScript sources) are bundled in; npm packages stay in node_modules,
// so PGlite finds its wasm and data files at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.entries(dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);
// tsx is only reached from TypeScript source (odds-host-thread.ts), never from dist.
external.push('tsx');

await build({
  absWorkingDir: dir,
  entryPoints: ['src/main.ts', 'src/odds-host-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external,
  // For stack traces: NODE_OPTIONS=--enable-source-maps.
  sourcemap: true,
  logLevel: 'warning',
});
