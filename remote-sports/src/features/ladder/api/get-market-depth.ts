import type { MarketDepth, MarketDepthRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';

/** POST /Sports/GetMarketDepth: one runner's whole book (the ladder's read while no stream is up). */
export function getMarketDepth(
  body: MarketDepthRequest,
  signal?: AbortSignal,
): Promise<MarketDepth> {
  return callApi<MarketDepth>('/Sports/GetMarketDepth', body, { silent: true, signal });
}
