// Writes the app icons (icon-192.png, icon-512.png) next to this file: a cricket ball on the brand
// green, the same picture as icon.svg. Plain Node (zlib), so no image library is needed.
// Run: node host/pwa/make-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const BRAND = [0x0b, 0x3d, 0x2e];
const BALL = [0xc6, 0x28, 0x28];
const SEAM = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The colour at (x, y) in a 24-unit design grid (as icon.svg): ball radius 7, two seam arcs. */
function pixel(x, y) {
  const dx = x - 12;
  const dy = y - 12;
  const r = Math.hypot(dx, dy);
  if (r > 7) return BRAND;
  // seams: two arcs of circles centred off the ball, 0.45 units wide
  const seamA = Math.abs(Math.hypot(x - 3, y - 12) - 7.6) < 0.45;
  const seamB = Math.abs(Math.hypot(x - 21, y - 12) - 7.6) < 0.45;
  return seamA || seamB ? SEAM : BALL;
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = pixel(((x + 0.5) * 24) / size, ((y + 0.5) * 24) / size);
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(path.join(here, `icon-${size}.png`), png(size));
