// Where everything listens. PORT_OFFSET moves the whole set (e.g. 100 -> 3100..3103, 4100..4102)
// so two stacks can run side by side on one machine.
export function stackPorts(env = process.env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 2000) {
    throw new Error(`PORT_OFFSET must be a whole number from 0 to 2000, got "${env.PORT_OFFSET}"`);
  }
  return {
    host: 3000 + offset,
    sports: 3001 + offset,
    casino: 3002 + offset,
    reports: 3003 + offset,
    api: 4000 + offset,
    sessionOdds: 4001 + offset,
    bookOdds: 4002 + offset,
  };
}

export const LOOPBACK = '127.0.0.1';

export function origin(port) {
  return `http://${LOOPBACK}:${port}`;
}

/** The runtime config the host (and each standalone remote) reads from /config.json. */
export function runtimeConfig(ports) {
  return {
    apiBase: origin(ports.api),
    sessionOddsHost: origin(ports.sessionOdds),
    bookOddsHost: origin(ports.bookOdds),
    remotes: {
      sports: `${origin(ports.sports)}/mf-manifest.json`,
      casino: `${origin(ports.casino)}/mf-manifest.json`,
      reports: `${origin(ports.reports)}/mf-manifest.json`,
    },
  };
}

/** Browser origins allowed to call the API: the host and each remote's standalone shell. */
export function appOrigins(ports) {
  return [ports.host, ports.sports, ports.casino, ports.reports].flatMap((p) => [
    `http://${LOOPBACK}:${p}`,
    `http://localhost:${p}`,
  ]);
}
