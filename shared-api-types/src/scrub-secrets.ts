// Used by the client before it reports an error and by the API before it logs one: no error
// report may carry a token or a password. Plain code, no TypeBox (the client bundles it).

/** A quote as written plainly, inside a JSON string (\" or \\\"), or URL-encoded. */
const QUOTE = String.raw`(?:\\*["']|%22|%27)`;
const SPACE = String.raw`(?:\s|%20)*`;
/** A whole run of word characters naming a secret (one try per run: linear time on any text). */
const KEY = String.raw`(?<![\w-])(?=[\w-]*?(?:token|password|passwd|pwd|secret|sessionid|session_id|authorization))[\w-]+`;

/** Authorization header values ("Bearer x", "Bearer%20x"). */
const AUTH_HEADER = /(?<![A-Za-z])(Bearer|Basic)(?:\s|%20)+[^\s"',;\\]+/gi;
/**
 * key=value, key: value, "key":"value" (also escaped or URL-encoded) for token- and password-like
 * keys; a quoted value is scrubbed up to its closing quote (spaces and all).
 */
const SECRET_FIELD = new RegExp(
  String.raw`(${KEY})(${QUOTE}?${SPACE}(?:[:=]|%3[AD])${SPACE})(?:(${QUOTE})(?:(?!\3).)*(\3)?|[^\s"'&,;}]+)`,
  'gi',
);
/** JSON web tokens. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** A long base64url run (a session token is 43 characters); kept unless it mixes cases and digits. */
const LONG_RUN = /(?<![\w-])[\w-]{40,}(?![\w-])/g;
const RANDOM_LOOKING = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);

/** The text with every secret-looking value, and each of `known` (exact values), replaced. */
export function scrubSecrets(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const secret of known) {
    if (secret.length >= 8) out = out.split(secret).join('[scrubbed]');
  }
  return out
    .replace(AUTH_HEADER, '$1 [scrubbed]')
    .replace(
      SECRET_FIELD,
      (_all, key: string, assign: string, open?: string, close?: string) =>
        `${key}${assign}${open ?? ''}[scrubbed]${close ?? ''}`,
    )
    .replace(JWT, '[scrubbed]')
    .replace(LONG_RUN, (run) => (RANDOM_LOOKING(run) ? '[scrubbed]' : run));
}
