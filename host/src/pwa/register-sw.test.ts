import { LOADED_FILES, REGISTER_AFTER_LOAD_MS, registerServiceWorker } from './register-sw';

const FILES = ['http://site.test/main.js', 'http://sports.test/mf-manifest.json'];

/** The page's worker container: a registration whose installing worker records its messages. */
function withWorker(controlled: boolean) {
  const posted: unknown[] = [];
  const installing = { postMessage: (m: unknown) => posted.push(m) };
  const register = jest.fn(() => Promise.resolve({ installing, waiting: null, active: null }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null, register },
  });
  return { posted, register };
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'resource' ? FILES.map((name) => ({ name })) : []),
  });
});
afterEach(() => jest.useRealTimers());

test('registers a while after the load, then tells the worker what this page loaded before it', async () => {
  const { posted, register } = withWorker(false);
  registerServiceWorker();
  jest.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
  expect(register).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(register).not.toHaveBeenCalled();
  // no requestIdleCallback here: whenIdle's fallback, the next timer tick
  jest.advanceTimersByTime(1);
  expect(register).toHaveBeenCalledWith('/sw.js');
  await Promise.resolve();
  expect(posted).toEqual([{ type: LOADED_FILES, urls: FILES }]);
});

test('a page the worker controls already tells it nothing (the worker saw every file)', async () => {
  const { posted, register } = withWorker(true);
  registerServiceWorker();
  jest.advanceTimersByTime(REGISTER_AFTER_LOAD_MS + 1);
  expect(register).toHaveBeenCalled();
  await Promise.resolve();
  expect(posted).toEqual([]);
});
