import type { Queryable } from '../../db/types';

/**
 * Extra cleanup other modules run on POST /__test/Reset, inside the reset transaction and
 * before the core tables are reset (delete your own rows that reference the demo players' bets).
 */
export type TestResetHook = (tx: Queryable, userIds: readonly number[]) => Promise<void>;

const hooks: TestResetHook[] = [];

export function addTestResetHook(hook: TestResetHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export function testResetHooks(): readonly TestResetHook[] {
  return hooks;
}
