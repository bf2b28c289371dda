/**
 * What a test file opens once: `open` runs before its first test (beforeAll) and the result's
 * close after its last (afterAll). The object returned is filled in by beforeAll: read its fields
 * inside tests and hooks, not at the top of the file.
 */
export function perFile<T extends { close(): Promise<unknown> }>(
  open: () => Promise<T>,
  timeoutMs?: number,
): T {
  const held = {} as T;
  beforeAll(async () => {
    Object.assign(held, await open());
  }, timeoutMs);
  afterAll(async () => {
    // nothing to close when beforeAll failed before opening
    if ('close' in held) await held.close();
  });
  return held;
}
