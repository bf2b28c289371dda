// Where everything listens: the one port map of `npm start`, the e2e suite and the bench.
// An offset moves the whole set (e.g. 100 -> 3100..3103, 4100..4102) so two stacks can run side
// by side on one machine.

/** The ports of PORT_OFFSET in env (default 0). */
export function stackPorts(env = process.env) {
  return portsAt(env.PORT_OFFSET ?? 0, 'PORT_OFFSET');
}

/** The ports at an offset; name is the setting it came from, for the error message. */
export function portsAt(value, name = 'port offset') {
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 2000) {
    throw new Error(`${name} must be a whole number from 0 to 2000, got "${value}"`);
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

/** The base URL of each server of a stack. */
export function stackUrls(ports) {
  return {
    hostUrl: origin(ports.host),
    apiUrl: origin(ports.api),
    sessionOddsUrl: origin(ports.sessionOdds),
    bookOddsUrl: origin(ports.bookOdds),
    remoteUrls: {
      sports: origin(ports.sports),
      casino: origin(ports.casino),
      reports: origin(ports.reports),
    },
  };
}

/** The runtime config the host (and each standalone remote) reads from /config.json. */
export function runtimeConfig(ports) {
  const urls = stackUrls(ports);
  return {
    apiBase: urls.apiUrl,
    sessionOddsHost: urls.sessionOddsUrl,
    bookOddsHost: urls.bookOddsUrl,
    remotes: {
      sports: `${urls.remoteUrls.sports}/mf-manifest.json`,
      casino: `${urls.remoteUrls.casino}/mf-manifest.json`,
      reports: `${urls.remoteUrls.reports}/mf-manifest.json`,
    },
  };
}

/** Browser origins allowed to call the API: the host and each remote's standalone shell. */
export function appOrigins(ports) {
  return [ports.host, ports.sports, ports.casino, ports.reports].flatMap((p) => [
    origin(p),
    `http://localhost:${p}`,
  ]);
}
