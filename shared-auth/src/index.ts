export type { ApiReply, Balance, LoginReply } from 'shared-api-types';
export { STORAGE_KEYS, readStorage, type StorageKey } from './storage-keys';
export {
  type RemoteName,
  type RuntimeConfig,
  parseRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  getRuntimeConfig,
  INLINE_CONFIG_ID,
} from './runtime-config';
export {
  useSessionStore,
  selectIsLoggedIn,
  selectName,
  selectBalance,
  selectToken,
  type SessionState,
} from './session-store';
export { apiClient, createApiClient, isSsrQuery, REQUEST_TIMEOUT_MS } from './api-client';
export {
  notifyError,
  notifySuccess,
  loadToastify,
  onFirstToast,
  TOAST_AUTO_CLOSE_MS,
} from './notify';
export { ApiError, type ApiFailure } from './api-error';
export { callApi, type CallOptions, type OkBody } from './call-api';
export { newIdempotencyKey } from './idempotency-key';
export { startEarlyCall, peekEarlyCall, EARLY_CALL_MAX_AGE_MS, type SentRead } from './early-call';
export { queryClient, loadQueryClient, loadedQueryClient } from './query-client';
export { clientFailureText, CLIENT_FAILURE_CODES, type ClientFailure } from './request-failure';
export { setNavigator, navigateTo, browserLocation } from './navigation';
export {
  login,
  logout,
  refreshBalance,
  IP_ADDRESS_PLACEHOLDER,
  type BalanceOutcome,
} from './session-actions';
export {
  balancePoller,
  createBalancePoller,
  BALANCE_POLL_MS,
  type BalancePoller,
} from './balance-poller';
export { formatCoins } from 'shared-maths/money';
export { useStakeSettings, DEFAULT_STAKE_SETTINGS, type StakeSettings } from './stake-settings';
export { useStakeLimit, effectiveMaxStake } from './stake-limit';
export { liveStream, type TabStream, type TopicListener } from './stream/live-stream';
export { useLiveTopic } from './stream/use-live-topic';
export { useLiveOrPoll, LIVE_POLL_MS, type LiveOrPollOptions } from './stream/use-live-or-poll';
export { followAccount } from './stream/follow-account';
export { followEarly, EARLY_TOPIC_HOLD_MS } from './stream/follow-early';
export * from './i18n';
