/**
 * The compact change between two JSON values that the stream sends instead of the whole value
 * (shared-auth's applyPatch is its inverse). A patch node is either `[value]` (replace with
 * value), `[]` (remove the key), or an object of changed keys (array indices for an array of
 * the same length) whose values are patch nodes. undefined: nothing changed.
 */
export type PatchNode = [] | [unknown] | { [key: string]: PatchNode };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function jsonDiff(prev: unknown, next: unknown): PatchNode | undefined {
  if (prev === next) return undefined;
  const bothArrays = Array.isArray(prev) && Array.isArray(next) && prev.length === next.length;
  if (!bothArrays && !(isObject(prev) && isObject(next))) return [next];
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const out: Record<string, PatchNode> = {};
  let changed = false;
  for (const key of Object.keys(b)) {
    const d: PatchNode | undefined = key in a ? jsonDiff(a[key], b[key]) : [b[key]];
    if (d !== undefined) {
      out[key] = d;
      changed = true;
    }
  }
  for (const key of Object.keys(a)) {
    if (!(key in b)) {
      out[key] = [];
      changed = true;
    }
  }
  return changed ? out : undefined;
}
