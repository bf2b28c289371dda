import type { RuntimeConfig } from 'shared-auth';
import { PREVIEW_STORAGE_KEY, readPreview, remotesWithPreview } from './preview-override';

const config: RuntimeConfig = {
  apiBase: 'https://api.example',
  sessionOddsHost: 'https://o1.example',
  bookOddsHost: 'https://o2.example',
  remotes: {
    sports: 'https://sports.example/mf-manifest.json',
    casino: 'https://casino.example/mf-manifest.json',
    reports: 'https://reports.example/mf-manifest.json',
  },
  previewOrigins: ['https://preview.example'],
};
const PREVIEW = 'https://preview.example/releases/1.0.0-3ed4f605ee/mf-manifest.json';

function tab(search: string) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  const urls: string[] = [];
  const read = (s = search) =>
    readPreview({ search: s, pathname: '/matches', hash: '' }, storage, config, (u) =>
      urls.push(u),
    );
  return { stored, read, urls };
}

test('a listed origin previews one remote, kept in the tab, the parameter taken off the URL', () => {
  const t = tab(`?preview=sports@${encodeURIComponent(PREVIEW)}&x=1`);
  const state = t.read();
  expect(state).toEqual({ status: 'active', remote: 'sports', manifestUrl: PREVIEW });
  expect(t.urls).toEqual(['/matches?x=1']);
  expect(remotesWithPreview(config, state)).toEqual({ ...config.remotes, sports: PREVIEW });
  // the next load of the tab, without the parameter
  expect(t.read('')).toEqual(state);
  expect(t.read('?preview=off')).toEqual({ status: 'none' });
  expect(t.stored.has(PREVIEW_STORAGE_KEY)).toBe(false);
});

test('another origin, an unknown remote or a bad URL is refused with the reason; live stays', () => {
  const cases: [string, string][] = [
    [
      'sports@https://evil.example/mf-manifest.json',
      'https://evil.example is not a preview origin',
    ],
    [`admin@${PREVIEW}`, 'is not <remote>@<manifest URL>'],
    ['sports@not a url', 'is not a URL'],
  ];
  for (const [value, reason] of cases) {
    const t = tab(`?preview=${encodeURIComponent(value)}`);
    const state = t.read();
    expect(state).toEqual({ status: 'refused', reason: expect.stringContaining(reason) });
    expect(remotesWithPreview(config, state)).toBe(config.remotes);
    expect(t.stored.size).toBe(0);
  }
});
