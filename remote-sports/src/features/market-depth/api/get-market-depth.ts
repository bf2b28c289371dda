import type { MarketDepth, MarketDepthRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';

/** POST /Sports/GetMarketDepth: one runner's ladder. A quiet read: the dialog keeps what it has on a failure. */
export function getMarketDepth(
  body: MarketDepthRequest,
  signal?: AbortSignal,
): Promise<MarketDepth> {
  return callApi<MarketDepth>('/Sports/GetMarketDepth', body, { silent: true, signal });
}
