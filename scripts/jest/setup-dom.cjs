// Tests start logged out with empty storage.
beforeEach(() => window.localStorage.clear());
