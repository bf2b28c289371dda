import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/**
 * POSTs a report call and returns the list at `reply[key][listName]` (`message` in the older
 * report envelope, `data` in the newer). A reply without that list counts as unreadable.
 */
export function postReport<T>(
  path: string,
  payload: object,
  key: 'message' | 'data',
  listName: string,
  signal?: AbortSignal,
): Promise<T[]> {
  return callApi<T[]>(path, payload, {
    fallback: t('error.report'),
    signal,
    read: (body) => {
      const holder = body[key];
      const list =
        holder && typeof holder === 'object'
          ? (holder as Record<string, unknown>)[listName]
          : undefined;
      return Array.isArray(list) ? (list as T[]) : undefined;
    },
  });
}
