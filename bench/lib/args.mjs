// Command line of bench/run.mjs.
import path from 'node:path';

export const USAGE = `node bench/run.mjs [--quick] [--only=build,bytes,load,odds,pixel,ladder,api,processes,engine,orders,fuzz,stream] [--skip-build]
                   [--out=results.json] [--dist=<dir>] [--offset=700]
  --quick       smoke mode: same code paths, minimum durations
  --only        run only these sections (without build: the bundles already built are measured)
  --skip-build  no cold build: measure the bundles already in */dist (or --dist)
  --out         where to write the results (default bench/results.json)
  --dist        build into and serve from <dir>/<app> instead of each app's dist/
  --offset      PORT_OFFSET of the stack (default 700; floors on 3090+offset..3099+offset)`;

/**
 * @param {string[]} argv
 * @param {string} root
 * @param {readonly string[]} sections every known section, in run order
 */
export function parseArgs(argv, root, sections) {
  const opts = {
    quick: false,
    skipBuild: false,
    only: [...sections],
    out: path.join(root, 'bench', 'results.json'),
    /** @type {string | null} */
    dist: null,
    offset: 700,
    help: false,
  };
  for (const arg of argv) {
    const [key, value] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (key === '--quick') opts.quick = true;
    else if (key === '--skip-build') opts.skipBuild = true;
    else if (key === '--help' || key === '-h') opts.help = true;
    else if (key === '--only' && value) {
      const only = value.split(',').map((s) => s.trim());
      const unknown = only.filter((s) => !sections.includes(s));
      if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}`);
      opts.only = sections.filter((s) => only.includes(s));
    } else if (key === '--out' && value) opts.out = path.resolve(value);
    else if (key === '--dist' && value) opts.dist = path.resolve(value);
    else if (key === '--offset' && value && /^\d+$/.test(value) && Number(value) <= 900)
      opts.offset = Number(value);
    else throw new Error(`unknown or incomplete option "${arg}"\n${USAGE}`);
  }
  return opts;
}
