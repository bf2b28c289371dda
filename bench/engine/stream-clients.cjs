// The subscribers of bench/engine/stream-fanout.ts, in their own process: N WebSockets, client i
// following match topic i % topics; client 0 also follows the dashboard and counts its bytes.
// Receives 'start' / 'stop' from the parent; replies with receive times, byte counts and this
// process's CPU over the measured ticks.
// 5,000 sockets share one core here where real players each have their own machine, so while
// measuring a client only notes when an update arrived (before any parsing) and skips UTF-8
// validation: what is measured is the server's delivery, not this process's parsing queue.
const path = require('node:path');
const { createRequire } = require('node:module');
const WebSocket = createRequire(path.join(__dirname, '../../api/package.json'))('ws');

const [url, countText, ...topics] = process.argv.slice(2);
const count = Number(countText);
const received = [];
const bytes = { match: 0, dashboard: 0 };
const UPDATE = Buffer.from('{"type":"update"');
const DASHBOARD = Buffer.from('"topic":"dashboard"');
let measuring = false;
let retries = 0;

function connect(i) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { handshakeTimeout: 10_000, skipUTF8Validation: true });
    const mine = [topics[i % topics.length], ...(i === 0 ? ['dashboard'] : [])];
    let snapshots = 0;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: String(i + 1) })));
    ws.on('message', (data) => {
      if (measuring && data.subarray(0, UPDATE.length).equals(UPDATE)) {
        received.push(performance.timeOrigin + performance.now());
        if (i === 0) bytes[data.includes(DASHBOARD) ? 'dashboard' : 'match'] += data.length;
        return;
      }
      const msg = JSON.parse(String(data));
      if (msg.type === 'ready')
        for (const topic of mine) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (msg.type === 'snapshot' && ++snapshots === mine.length) resolve(ws);
    });
    ws.on('error', reject);
    ws.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
  });
}

/** A connect that did not finish (a lost handshake on a loaded machine) is tried again. */
async function open(i) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect(i);
    } catch (err) {
      if (attempt === 3) throw err;
      retries += 1;
    }
  }
}

async function main() {
  const sockets = [];
  for (let i = 0; i < count; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 200); j++) batch.push(open(j));
    sockets.push(...(await Promise.all(batch)));
  }
  process.send({ type: 'ready', retries });
  let cpu0 = process.cpuUsage();
  let wall0 = performance.now();
  process.on('message', (m) => {
    if (m === 'start') {
      measuring = true;
      cpu0 = process.cpuUsage();
      wall0 = performance.now();
    }
    if (m === 'stop') {
      measuring = false;
      const cpu = process.cpuUsage(cpu0);
      const cpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - wall0)) * 100;
      for (const ws of sockets) ws.terminate();
      // The parent ends this process once it has the result (an exit here could cut it short).
      process.send({ type: 'result', received, bytes, cpuPercent });
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
