// Test-only: the runtime config and the logged-in player the browser packages' tests start from.
import { setRuntimeConfig, useSessionStore } from '../src';

export const TEST_RUNTIME_CONFIG = {
  apiBase: 'http://api.test',
  sessionOddsHost: 'http://s.test',
  bookOddsHost: 'http://b.test',
  remotes: { sports: 'http://x/1', casino: 'http://x/2', reports: 'http://x/3' },
};

/** Saves the login of the player "Demo" (a Client) with these token and session id. */
export function logInDemo(token = 'tok', sessionId = 'sid') {
  useSessionStore.getState().saveLogin({
    status: 0,
    message: '',
    name: 'Demo',
    token,
    userType: 'Client',
    sessionId,
  });
}

/** The API at http://api.test and "Demo" logged in. */
export function startTestSession() {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  logInDemo();
}
