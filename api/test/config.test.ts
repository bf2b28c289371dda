import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      apiPort: 4000,
      sessionOddsPort: 4001,
      bookOddsPort: 4002,
      host: '127.0.0.1',
      databaseUrl: null,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      sessionTtlHours: 12,
      simSeed: null,
      testControl: false,
      logLevel: 'warn',
      listenBacklog: 4096,
    });
    expect(c.dataDir).toMatch(/api\/\.data\/pglite$/);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      API_PORT: '5000',
      DATA_DIR: ':memory:',
      CORS_ORIGINS: 'http://a.test, https://b.test:8443',
      SIM_SEED: '42',
      EXCHANGE_TEST_CONTROL: '1',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      LISTEN_BACKLOG: '1024',
    });
    expect(c).toMatchObject({
      apiPort: 5000,
      listenBacklog: 1024,
      dataDir: ':memory:',
      corsOrigins: ['http://a.test', 'https://b.test:8443'],
      simSeed: 42,
      testControl: true,
      databaseUrl: 'postgres://u:p@localhost/db',
    });
  });

  it.each([
    [{ API_PORT: 'abc' }, /API_PORT must be a whole number/],
    [{ API_PORT: '70000' }, /API_PORT must be between/],
    [{ SESSION_ODDS_PORT: '4000' }, /must all differ/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'http://a.test/path' }, /bare origin/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ LISTEN_BACKLOG: '0' }, /LISTEN_BACKLOG/],
  ])('rejects %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
