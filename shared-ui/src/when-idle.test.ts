import { IDLE_WAIT_MS, whenIdle } from './when-idle';

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

test('runs the work at the first idle moment, waiting at most IDLE_WAIT_MS, and can be cancelled', () => {
  const callbacks = new Map<number, () => void>();
  const asked: unknown[] = [];
  Object.assign(globalThis, {
    requestIdleCallback: (cb: () => void, options: unknown) => {
      asked.push(options);
      callbacks.set(callbacks.size + 1, cb);
      return callbacks.size;
    },
    cancelIdleCallback: (id: number) => callbacks.delete(id),
  });
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  expect(asked).toEqual([{ timeout: IDLE_WAIT_MS }]);
  callbacks.get(1)?.();
  expect(work).toHaveBeenCalledTimes(1);

  const cancel = whenIdle(work);
  cancel();
  expect(callbacks.has(2)).toBe(false);
});

test('without requestIdleCallback the work runs in a task of its own', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
  const cancel = whenIdle(work);
  cancel();
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});
