/** Writes `text` to localStorage under `key`; storage full or blocked: the page works from memory. */
function store(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // storage full or blocked: the page still works from memory
  }
}

/** The latest replies not written yet: key -> how to write its text. */
const unwritten = new Map<string, () => string>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps a reply in localStorage after the frame that draws it (in a task of its own, only the
 * latest reply of each key): its JSON and the storage write are not on a tick's way to the screen.
 */
export function storeSoon(key: string, text: () => string): void {
  unwritten.set(key, text);
  writeTimer ??= setTimeout(() => {
    writeTimer = undefined;
    const writes = [...unwritten];
    unwritten.clear();
    for (const [k, t] of writes) store(k, t());
  });
}

/** The page is left: what was not written yet is dropped (none of it outlives the page). */
export function dropUnwritten(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  unwritten.clear();
}
