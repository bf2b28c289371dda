// Used by the client before it reports an error and by the API before it logs one: no error
// report may carry a token or a password. Plain code, no TypeBox (the client bundles it).

/** Authorization header values. */
const AUTH_HEADER = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
/** key=value, key: value, "key":"value" for token- and password-like keys. */
const SECRET_FIELD =
  /\b([\w-]*(?:token|password|passwd|pwd|secret|sessionid|session_id|authorization)[\w-]*)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi;
/** JSON web tokens. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** The text with every secret-looking value, and each of `known` (exact values), replaced. */
export function scrubSecrets(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const secret of known) {
    if (secret.length >= 8) out = out.split(secret).join('[scrubbed]');
  }
  return out
    .replace(AUTH_HEADER, '$1 [scrubbed]')
    .replace(SECRET_FIELD, '$1$2[scrubbed]')
    .replace(JWT, '[scrubbed]');
}
