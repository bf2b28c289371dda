// The subscribers of bench/engine/stream-fanout.ts, in their own process: N WebSockets, client i
// following match topic i % topics; client 0 also follows the dashboard and counts its bytes.
// Receives 'start' / 'stop' from the parent; replies with receive times and byte counts.
const path = require('node:path');
const { createRequire } = require('node:module');
const WebSocket = createRequire(path.join(__dirname, '../../api/package.json'))('ws');

const [url, countText, ...topics] = process.argv.slice(2);
const count = Number(countText);
const received = [];
const bytes = { match: 0, dashboard: 0 };
let measuring = false;

function open(i) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const mine = [topics[i % topics.length], ...(i === 0 ? ['dashboard'] : [])];
    let snapshots = 0;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: String(i + 1) })));
    ws.on('message', (data) => {
      const text = String(data);
      const msg = JSON.parse(text);
      if (msg.type === 'ready')
        for (const topic of mine) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (msg.type === 'snapshot' && ++snapshots === mine.length) resolve(ws);
      else if (msg.type === 'update' && measuring) {
        received.push(performance.timeOrigin + performance.now());
        if (i === 0) bytes[msg.topic === 'dashboard' ? 'dashboard' : 'match'] += text.length;
      }
    });
    ws.on('error', reject);
  });
}

async function main() {
  const sockets = [];
  for (let i = 0; i < count; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 200); j++) batch.push(open(j));
    sockets.push(...(await Promise.all(batch)));
  }
  process.send({ type: 'ready' });
  process.on('message', (m) => {
    if (m === 'start') measuring = true;
    if (m === 'stop') {
      measuring = false;
      process.send({ type: 'result', received, bytes });
      for (const ws of sockets) ws.terminate();
      setTimeout(() => process.exit(0), 100);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
