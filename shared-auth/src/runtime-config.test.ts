import { getRuntimeConfig, INLINE_CONFIG_ID, loadRuntimeConfig } from './runtime-config';

const CONFIG = {
  apiBase: 'http://api.test/',
  sessionOddsHost: 'http://session.test',
  bookOddsHost: 'http://book.test',
  remotes: {
    sports: 'http://sports.test/mf-manifest.json',
    casino: 'http://casino.test/mf-manifest.json',
    reports: 'http://reports.test/mf-manifest.json',
  },
};

function pageWithConfig(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_CONFIG_ID;
  script.textContent = text;
  document.head.append(script);
}

const realFetch = global.fetch;
afterEach(() => {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  global.fetch = realFetch;
});

test('takes the config written into the page, without fetching /config.json', async () => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  pageWithConfig(JSON.stringify(CONFIG));
  const config = await loadRuntimeConfig();
  expect(config.apiBase).toBe('http://api.test');
  expect(getRuntimeConfig().remotes.sports).toBe(CONFIG.remotes.sports);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('says what is wrong with a config in the page', async () => {
  pageWithConfig('{"apiBase": ');
  await expect(loadRuntimeConfig()).rejects.toThrow('the config in the page is not JSON');
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  pageWithConfig(JSON.stringify({ ...CONFIG, apiBase: 7 }));
  await expect(loadRuntimeConfig()).rejects.toThrow('"apiBase" must be a URL');
});
