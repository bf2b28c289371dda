// The API section's three measured calls, with real ids and a session, each checked by hand first.

/** @param {string} apiUrl @param {string} path @param {object} body @param {string} [token] */
async function post(apiUrl, path, body, token) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json();
  if (res.status !== 200 || json.status !== 0) {
    throw new Error(`${path} answered HTTP ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  }
  return json;
}

/** @param {string} url */
async function getText(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.text();
}

/**
 * The three measured calls, each checked once by hand before the load.
 * @param {{ apiUrl: string, bookOddsUrl: string }} stack
 */
export async function apiTargets(stack) {
  const login = await post(stack.apiUrl, '/Authenticate/Login', {
    UserName: 'demo',
    Password: 'demo1234',
    IpAddress: '0.0.0.0',
  });
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
  const balanceBody = { sessionId: login.sessionId };
  await post(stack.apiUrl, '/User/GetBalance', balanceBody, login.token);
  const dashboard = await post(
    stack.apiUrl,
    '/DashBoard/GetDashboard',
    { SportId: 4 },
    login.token,
  );
  const matches = dashboard.data.sportMathes[0].mathes;
  const match = matches.find((m) => m.inPlay) ?? matches[0];
  if (!match) throw new Error('GetDashboard lists no match');
  const oddsPath = (e, m) => `/MatchOdds/GetOddslite/4/${e}/${m}`;
  const oddsUrl = `${stack.bookOddsUrl}${oddsPath(match.eventId, match.marketId)}`;
  // The book host answers an empty book for an unknown market: make sure we measure a real one.
  const [real, unknown] = await Promise.all([
    getText(oddsUrl),
    getText(`${stack.bookOddsUrl}${oddsPath(1, 1)}`),
  ]);
  if (real === unknown)
    throw new Error(`odds host has no book for ${match.eventId}/${match.marketId}`);
  return {
    matches: matches.length,
    oddsBytes: real.length,
    dashboardBytes: JSON.stringify(dashboard).length,
    list: [
      {
        key: 'GetBalance',
        request: {
          url: `${stack.apiUrl}/User/GetBalance`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify(balanceBody),
        },
        minRatio: 0.3,
        /** A refusal is HTTP 200 too: check the call still succeeds after the load. */
        check: () => post(stack.apiUrl, '/User/GetBalance', balanceBody, login.token),
      },
      {
        key: 'GetDashboard',
        request: {
          url: `${stack.apiUrl}/DashBoard/GetDashboard`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ SportId: 4 }),
        },
        check: () => post(stack.apiUrl, '/DashBoard/GetDashboard', { SportId: 4 }, login.token),
      },
      {
        key: 'odds host',
        request: { url: oddsUrl, method: 'GET' },
        minRatio: 0.7,
        check: () => getText(oddsUrl),
      },
    ],
  };
}
