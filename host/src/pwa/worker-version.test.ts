import { ASK_NEW_VERSION, NEW_VERSION, watchWorkerVersion } from './worker-version';

/** A service worker container: the page's side of the worker's messages. */
function container(controlled = true) {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const fake = {
    controller: controlled ? { postMessage: (m: unknown) => posted.push(m) } : null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    startMessages: jest.fn(),
  } as unknown as ServiceWorkerContainer;
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { fake, posted, send };
}

test('asks the worker at once and calls back when it says a new version is live', () => {
  const { fake, posted, send } = container();
  const onNew = jest.fn();
  const stop = watchWorkerVersion(onNew, fake);
  expect(posted).toEqual([{ type: ASK_NEW_VERSION }]);
  expect(fake.startMessages).toHaveBeenCalled();
  send({ type: 'something else' });
  send(null);
  expect(onNew).not.toHaveBeenCalled();
  send({ type: NEW_VERSION });
  expect(onNew).toHaveBeenCalledTimes(1);
  stop();
  send({ type: NEW_VERSION });
  expect(onNew).toHaveBeenCalledTimes(1);
});

test('does nothing on a page no worker controls', () => {
  const { fake, posted } = container(false);
  const onNew = jest.fn();
  watchWorkerVersion(onNew, fake)();
  watchWorkerVersion(onNew, undefined)();
  expect(posted).toEqual([]);
  expect(onNew).not.toHaveBeenCalled();
});
