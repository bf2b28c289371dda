import { ASK_NEW_VERSION, NEW_VERSION, watchWorkerVersion } from './worker-version';

/** A service worker container: the page's side of the worker's messages. */
function container(controlled = true) {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const worker = { postMessage: (m: unknown) => posted.push(m) };
  const state = {
    controller: controlled ? worker : null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    startMessages: jest.fn(),
  };
  const fake = state as unknown as ServiceWorkerContainer;
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  const takeControl = () => {
    state.controller = worker;
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { fake, posted, send, takeControl };
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

test('a page the worker controls only later listens from the start and asks once controlled', () => {
  const { fake, posted, send, takeControl } = container(false);
  const onNew = jest.fn();
  const stop = watchWorkerVersion(onNew, fake);
  expect(posted).toEqual([]);
  takeControl();
  expect(posted).toEqual([{ type: ASK_NEW_VERSION }]);
  send({ type: NEW_VERSION });
  expect(onNew).toHaveBeenCalledTimes(1);
  stop();
  takeControl();
  expect(posted).toHaveLength(1);
});

test('does nothing without service workers', () => {
  const onNew = jest.fn();
  expect(() => watchWorkerVersion(onNew, undefined)()).not.toThrow();
  expect(onNew).not.toHaveBeenCalled();
});
