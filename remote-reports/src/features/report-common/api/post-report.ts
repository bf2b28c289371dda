import { isAxiosError } from 'axios';
import { apiClient } from 'shared-auth';

export class ReportError extends Error {
  override name = 'ReportError';
}

interface ReplyShape {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * POSTs a report call quietly (this module shows its own toast) and returns the list that
 * `pick` finds in the reply; a refusal, a network error or a reply without that list throws.
 */
export async function postReport<T>(
  path: string,
  payload: object,
  pick: (reply: ReplyShape) => unknown,
): Promise<T[]> {
  let reply: ReplyShape;
  try {
    reply = (await apiClient.post<ReplyShape>(path, payload, { silent: true })).data;
  } catch (error) {
    const body = isAxiosError<ReplyShape>(error) ? error.response?.data : undefined;
    throw new ReportError(
      typeof body?.message === 'string' && body.message
        ? body.message
        : 'Could not load the report. Please try again.',
    );
  }
  if (reply.status !== 0) {
    throw new ReportError(
      typeof reply.message === 'string' && reply.message
        ? reply.message
        : 'The report is not available.',
    );
  }
  const list = pick(reply);
  if (!Array.isArray(list)) throw new ReportError('The report reply was not understood.');
  return list as T[];
}

/** Reads `reply[key][listName]` when reply[key] is an object. */
export function listAt(reply: ReplyShape, key: 'message' | 'data', listName: string): unknown {
  const holder = reply[key];
  return holder && typeof holder === 'object'
    ? (holder as Record<string, unknown>)[listName]
    : undefined;
}
