import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from 'shared-auth';
import { TEST_RUNTIME_CONFIG } from 'shared-auth/test/session';
import { App } from '../../app';

// The build's prerender (host/prerender): the logged-out app's markup, as login.html holds it.
const { loggedOutApp } = require('../../../prerender/prerender-login-plugin.cjs') as {
  loggedOutApp: () => { html: string; files: string[] };
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // the update prompt's version checks get no answer here
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe("login.html's prerendered app", () => {
  it('is taken over by React as it is: the same nodes, no hydration error, then sendable', async () => {
    setRuntimeConfig(TEST_RUNTIME_CONFIG);
    const root = document.createElement('div');
    root.innerHTML = loggedOutApp().html;
    document.body.append(root);
    const form = root.querySelector('form.login__card');
    expect(form).not.toBeNull();
    expect(root.querySelector('button[type="submit"]')).toHaveProperty('disabled', true);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(
        root,
        <StrictMode>
          <MemoryRouter initialEntries={['/login']}>
            <App />
          </MemoryRouter>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(root.querySelector('form.login__card')).toBe(form);
    expect(root.querySelector('button[type="submit"]')).toHaveProperty('disabled', false);
    expect(root.querySelector('select')).toHaveProperty('disabled', false);
    act(() => app?.unmount());
    root.remove();
  });
});
