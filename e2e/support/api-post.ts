import { expect, type APIRequestContext } from '@playwright/test';
import { e2eStack } from './stack';

/** POST to the API (a token if given); fails the test on an HTTP error. The reply's envelope. */
export async function apiPost(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
) {
  const res = await request.post(`${e2eStack.apiUrl}${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { status: number; message: string; data: unknown };
}
