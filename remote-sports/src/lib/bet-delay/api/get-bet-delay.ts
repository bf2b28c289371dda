import type { BetDelay } from 'shared-api-types';
import { callApi } from 'shared-auth';

export const getBetDelay = (): Promise<BetDelay> =>
  callApi<BetDelay>('/Sports/GetBetDelay', {}, { silent: true });
