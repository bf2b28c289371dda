import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config';

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
    expect(c.sports).toEqual({
      tickMs: 1000,
      betDelayMs: 2000,
      matchCount: 10,
      ballMs: 5000,
      orderLanes: 1,
    });
    expect(c.casino).toEqual({ openMs: 20_000, dealMs: 3000, resultMs: 5000, tickMs: 1000 });
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
      SIM_TICK_MS: '0',
      BET_DELAY_MS: '0',
      SIM_MATCHES: '50',
      SIM_BALL_MS: '250',
      CASINO_ROUND_MS: '60000',
      CASINO_DEAL_MS: '0',
      CASINO_RESULT_MS: '100',
      CASINO_TICK_MS: '250',
      ORDER_LANES: '4',
    });
    expect(c).toMatchObject({
      apiPort: 5000,
      listenBacklog: 1024,
      dataDir: ':memory:',
      corsOrigins: ['http://a.test', 'https://b.test:8443'],
      simSeed: 42,
      testControl: true,
      databaseUrl: 'postgres://u:p@localhost/db',
      sports: { tickMs: 0, betDelayMs: 0, matchCount: 50, ballMs: 250, orderLanes: 4 },
      casino: { openMs: 60_000, dealMs: 0, resultMs: 100, tickMs: 250 },
    });
  });

  it('reads the hand-over address and secret (loopback, a port the system picks, no secret)', () => {
    expect(loadConfig({})).toMatchObject({
      internalAddress: { host: '127.0.0.1', port: 0 },
      internalSecret: null,
    });
    const secret = 'x'.repeat(24);
    const given = { API_INTERNAL_ADDRESS: '[fd00::5]:4100', API_INTERNAL_SECRET: secret };
    expect(loadConfig(given)).toMatchObject({
      internalAddress: { host: 'fd00::5', port: 4100 },
      internalSecret: secret,
    });
  });

  it.each([
    [{ API_PORT: 'abc' }, /API_PORT must be a whole number/],
    [{ API_PORT: '70000' }, /API_PORT must be between/],
    [{ SESSION_ODDS_PORT: '4000' }, /must all differ/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'http://a.test/path' }, /bare origin/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SIM_BALL_MS: '5' }, /SIM_BALL_MS must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ LISTEN_BACKLOG: '0' }, /LISTEN_BACKLOG/],
    [{ SIM_TICK_MS: 'fast' }, /SIM_TICK_MS must be a whole number, got "fast"/],
    [{ SIM_MATCHES: '100' }, /SIM_MATCHES must be between 8 and 50, got 100/],
    [{ BET_DELAY_MS: '-1' }, /BET_DELAY_MS must be a whole number/],
    [{ CASINO_ROUND_MS: '500' }, /CASINO_ROUND_MS must be between 1000 and/],
    [{ CASINO_TICK_MS: '1s' }, /CASINO_TICK_MS must be a whole number/],
    [{ EXCHANGE_TEST_CONTROL: 'yes' }, /EXCHANGE_TEST_CONTROL must be 1 or 0, got "yes"/],
    [{ API_WORKERS: '2' }, /API_WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/],
    [{ API_WORKERS: '0', DATABASE_URL: 'postgres://x' }, /API_WORKERS must be between 1 and 64/],
    [{ API_INTERNAL_ADDRESS: '10.0.0.5' }, /API_INTERNAL_ADDRESS must be host:port/],
    [{ API_INTERNAL_ADDRESS: '0.0.0.0:4100' }, /API_INTERNAL_ADDRESS must be host:port/],
    [{ API_INTERNAL_ADDRESS: 'h:70000' }, /API_INTERNAL_ADDRESS must be host:port/],
    [{ API_INTERNAL_SECRET: 'short' }, /API_INTERNAL_SECRET must be at least 24 characters/],
  ])('rejects %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
