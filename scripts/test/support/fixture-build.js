// Small fixture builds for the static servers' tests.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** `count` lines `${line} 0`, `${line} 1`, ...: a few kB of text that differs per build. */
const filler = (line, count) => Array.from({ length: count }, (_, i) => `${line} ${i}`).join('\n');

/**
 * Writes `files` (name -> text) into `dir`, each with its .gz and .br as a production build
 * writes them when `compressed`. Returns `files`.
 * @param {string} dir
 * @param {Record<string, string>} files
 * @param {{ compressed?: boolean }} [options]
 */
function writeFixtureFiles(dir, files, { compressed = false } = {}) {
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, file);
    writeFileSync(full, text);
    if (!compressed) continue;
    writeFileSync(`${full}.gz`, zlib.gzipSync(text));
    writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  }
  return files;
}

module.exports = { filler, writeFixtureFiles };
