// One plain HTTP request to a loopback server for the scripts' tests.
const http = require('node:http');

/**
 * A new connection each time (agent: false): Node 20 keeps sockets alive by default, and a request
 * on a socket that a reloading nginx's old worker is closing fails with "socket hang up".
 * The reply's status, headers and body as received (never decoded).
 * @param {number} port
 * @param {string} target
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(port, target, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

module.exports = { get };
