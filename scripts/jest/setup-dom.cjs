// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Tests start logged out with empty storage.
beforeEach(() => window.localStorage.clear());

// shared-auth loads @tanstack/react-query and react-toastify on demand (docs/performance.md);
// tests have them up front.
beforeAll(() => require('../../shared-auth/src/query-client').loadQueryClient());
beforeAll(() => require('../../shared-auth/src/notify').loadToastify());
