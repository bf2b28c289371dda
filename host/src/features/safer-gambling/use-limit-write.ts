import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaferLimitsData } from 'shared-api-types';
import { notifySuccess } from 'shared-auth';
import { refreshSaferStatus } from '../../lib/safer-status';
import { saferLimitsQuery } from './api/safer-calls';

/**
 * A write that replies with the limits after it (SetLimit, CancelPending, SetRealityCheck): the
 * page shows them at once, the activity is read again, the header's marker follows.
 */
export function useLimitWrite<V>(
  send: (vars: V) => Promise<{ data: SaferLimitsData; message: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data, message }) => {
      client.setQueryData(saferLimitsQuery.queryKey, data);
      void client.invalidateQueries({ queryKey: ['safer', 'activity'] });
      void refreshSaferStatus();
      if (message) notifySuccess(message);
    },
  });
}
