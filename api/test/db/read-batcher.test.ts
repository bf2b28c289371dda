import { ReadBatcher } from '../../src/db/read-batcher';

/** A store whose reads wait until released, so a test can write while a read is running. */
function slowStore() {
  const values = new Map<string, number>();
  const loads: { keys: string[]; release: () => void }[] = [];
  const load = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve) => {
      loads.push({
        keys,
        // The read sees the store as it is when it runs (released), as a query would.
        release: () =>
          resolve(new Map(keys.flatMap((k) => (values.has(k) ? [[k, values.get(k)!]] : [])))),
      });
    });
  return { values, loads, load };
}

describe('ReadBatcher', () => {
  it('answers every caller waiting behind a running read with one read of their keys', async () => {
    const store = slowStore();
    store.values.set('a', 1).set('b', 2);
    const batcher = new ReadBatcher(store.load);
    const first = batcher.get('a');
    const waiting = [batcher.get('a'), batcher.get('b'), batcher.get('c'), batcher.get('b')];
    expect(store.loads).toHaveLength(1);
    store.loads[0]!.release();
    await expect(first).resolves.toBe(1);
    await new Promise(setImmediate);
    expect(store.loads).toHaveLength(2);
    expect(store.loads[1]!.keys).toEqual(['a', 'b', 'c']);
    store.loads[1]!.release();
    await expect(Promise.all(waiting)).resolves.toEqual([1, 2, undefined, 2]);
  });

  it('never answers a caller with a read that started before it asked (a write just before is seen)', async () => {
    const store = slowStore();
    store.values.set('balance', 100);
    const batcher = new ReadBatcher(store.load);
    const before = batcher.get('balance');
    // The running read was issued before this write; it may or may not see it.
    store.values.set('balance', 40);
    const after = batcher.get('balance');
    store.loads[0]!.release();
    await before;
    await new Promise(setImmediate);
    store.loads[1]!.release();
    await expect(after).resolves.toBe(40);
  });

  it('passes a failed read to each of its callers and goes on with the next', async () => {
    let fail = true;
    const batcher = new ReadBatcher(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k.length]));
    });
    await expect(Promise.all([batcher.get('x'), batcher.get('yy')])).rejects.toThrow(
      'connection lost',
    );
    fail = false;
    await expect(batcher.get('zzz')).resolves.toBe(3);
  });
});
