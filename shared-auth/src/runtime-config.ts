/**
 * Environment-specific settings, never baked in: read at start from the JSON script the serving
 * step writes into index.html (scripts/lib/page-html.mjs), or else from /config.json.
 */
export type RemoteName = 'sports' | 'casino' | 'reports';

export interface RuntimeConfig {
  apiBase: string;
  sessionOddsHost: string;
  bookOddsHost: string;
  remotes: Record<RemoteName, string>;
  /** Origins a team's preview of a remote may be loaded from (docs/deploy.md); none by default. */
  previewOrigins?: string[];
}

const REMOTE_NAMES: readonly RemoteName[] = ['sports', 'casino', 'reports'];

let current: RuntimeConfig | null = null;

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new URL(value, 'http://placeholder.invalid');
    return true;
  } catch {
    return false;
  }
}

function isOrigin(value: unknown): value is string {
  try {
    return typeof value === 'string' && new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** Checks an untrusted config object; throws an Error naming the first bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: expected an object');
  const obj = raw as Record<string, unknown>;
  for (const key of ['apiBase', 'sessionOddsHost', 'bookOddsHost'] as const) {
    if (!isUrl(obj[key])) throw new Error(`config.json: "${key}" must be a URL`);
  }
  const remotes = obj.remotes as Record<string, unknown> | undefined;
  if (typeof remotes !== 'object' || remotes === null) {
    throw new Error('config.json: "remotes" must be an object of manifest URLs');
  }
  for (const name of REMOTE_NAMES) {
    if (!isUrl(remotes[name])) throw new Error(`config.json: "remotes.${name}" must be a URL`);
  }
  const previewOrigins = obj.previewOrigins ?? [];
  if (!Array.isArray(previewOrigins) || !previewOrigins.every(isOrigin)) {
    throw new Error('config.json: "previewOrigins" must be a list of origins (https://host:port)');
  }
  return {
    apiBase: String(obj.apiBase).replace(/\/$/, ''),
    sessionOddsHost: String(obj.sessionOddsHost).replace(/\/$/, ''),
    bookOddsHost: String(obj.bookOddsHost).replace(/\/$/, ''),
    remotes: {
      sports: String(remotes.sports),
      casino: String(remotes.casino),
      reports: String(remotes.reports),
    },
    previewOrigins: [...previewOrigins],
  };
}

/** The id of the `<script type="application/json">` holding the config in the page. */
export const INLINE_CONFIG_ID = 'runtime-config';

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) {
    let raw: unknown;
    try {
      raw = JSON.parse(inline);
    } catch {
      throw new Error('config.json: the config in the page is not JSON');
    }
    const config = parseRuntimeConfig(raw);
    setRuntimeConfig(config);
    return config;
  }
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status} from ${url}`);
  const config = parseRuntimeConfig(await res.json());
  setRuntimeConfig(config);
  return config;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded yet');
  return current;
}
