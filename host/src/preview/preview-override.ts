import type { RemoteName, RuntimeConfig } from 'shared-auth';

/** `?preview=<remote>@<manifest URL>` turns a preview on; `?preview=off` turns it off. */
export const PREVIEW_PARAM = 'preview';
/** Per tab: other tabs and other players never see a preview. */
export const PREVIEW_STORAGE_KEY = 'remotePreview';

const REMOTES: readonly RemoteName[] = ['sports', 'casino', 'reports'];

export type PreviewState =
  | { status: 'none' }
  | { status: 'active'; remote: RemoteName; manifestUrl: string }
  | { status: 'refused'; reason: string };

/** Checks one `<remote>@<manifest URL>` against the config's preview origins. */
export function checkPreview(value: string, config: RuntimeConfig): PreviewState {
  const at = value.indexOf('@');
  const remote = value.slice(0, at) as RemoteName;
  const manifestUrl = value.slice(at + 1);
  if (at < 1 || !REMOTES.includes(remote)) {
    return {
      status: 'refused',
      reason: `"${value.slice(0, 200)}" is not <remote>@<manifest URL> with a remote of ${REMOTES.join(', ')}`,
    };
  }
  let origin: string;
  try {
    origin = new URL(manifestUrl).origin;
  } catch {
    return { status: 'refused', reason: `"${manifestUrl.slice(0, 200)}" is not a URL` };
  }
  if (!(config.previewOrigins ?? []).includes(origin)) {
    return {
      status: 'refused',
      reason: `${origin} is not a preview origin of this site (config.json previewOrigins)`,
    };
  }
  return { status: 'active', remote, manifestUrl };
}

/**
 * The preview this tab asked for: the query parameter (then kept in sessionStorage and taken off
 * the address bar), else the one kept earlier, checked again against the current config.
 */
export function readPreview(
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  config: RuntimeConfig,
  replaceUrl: (url: string) => void,
): PreviewState {
  const params = new URLSearchParams(location.search);
  const asked = params.get(PREVIEW_PARAM);
  if (asked !== null) {
    params.delete(PREVIEW_PARAM);
    const rest = params.toString();
    replaceUrl(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
    storage.removeItem(PREVIEW_STORAGE_KEY);
    if (asked === 'off') return { status: 'none' };
    const state = checkPreview(asked, config);
    if (state.status === 'active') storage.setItem(PREVIEW_STORAGE_KEY, asked);
    return state;
  }
  const kept = storage.getItem(PREVIEW_STORAGE_KEY);
  return kept === null ? { status: 'none' } : checkPreview(kept, config);
}

/** The config's remotes with the previewed one re-pointed. */
export function remotesWithPreview(
  config: RuntimeConfig,
  preview: PreviewState,
): RuntimeConfig['remotes'] {
  if (preview.status !== 'active') return config.remotes;
  return { ...config.remotes, [preview.remote]: preview.manifestUrl };
}

let current: PreviewState = { status: 'none' };

export function setPreviewState(state: PreviewState): void {
  current = state;
}

export function previewState(): PreviewState {
  return current;
}

/** "Back to live": forget the preview in this tab and load the page again. */
export function leavePreview(storage: Pick<Storage, 'removeItem'>, reload: () => void): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
  reload();
}
