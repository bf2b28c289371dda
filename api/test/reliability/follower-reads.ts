/** Polls until check passes (a follower sees the leader's write a few ms after its commit). */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

export const text = async (url: string) => (await fetch(url)).text();
