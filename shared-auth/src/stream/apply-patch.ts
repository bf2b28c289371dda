/** Patch nodes as the API's json-diff.ts makes them: [value] replace, [] remove, {key: node}. */
type PatchNode = unknown[] | { [key: string]: unknown };

/** Applies a stream patch to a value, returning a new value (unchanged branches are shared). */
export function applyPatch(value: unknown, patch: unknown): unknown {
  if (Array.isArray(patch)) return patch[0];
  if (typeof patch !== 'object' || patch === null) return value;
  const out: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const target = out as Record<string, unknown>;
  for (const [key, node] of Object.entries(patch as Record<string, PatchNode>)) {
    if (Array.isArray(node) && node.length === 0) delete target[key];
    else target[key] = applyPatch(target[key], node);
  }
  return out;
}
