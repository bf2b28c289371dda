import fs from 'node:fs';
import path from 'node:path';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks';

const SRC = path.resolve(__dirname, '..', '..', 'src');
const REGISTRY = path.join(SRC, 'db', 'advisory-locks.ts');

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });

describe('advisory lock numbers', () => {
  it('are one each, and taken only from the registry', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
    // No other file spells a lock number, nor takes a lock with a number of its own.
    const stray = sources(SRC)
      .filter((file) => file !== REGISTRY)
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const numbered = numbers.some((n) => text.includes(String(n)));
        const locks = text.includes('advisory_') && !text.includes('ADVISORY_LOCKS.');
        return numbered || locks ? [path.relative(SRC, file)] : [];
      });
    expect(stray).toEqual([]);
  });
});
