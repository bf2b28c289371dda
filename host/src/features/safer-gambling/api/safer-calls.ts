import { queryOptions } from '@tanstack/react-query';
import type {
  AnswerLimitPromptRequest,
  RealityCheckData,
  SaferActivityData,
  SaferHelpData,
  SaferLimitKind,
  SaferLimitsData,
  TakeBreakData,
  TakeBreakRequest,
  TakeProductBreakRequest,
} from 'shared-api-types';
import { callApi, refusalText } from 'shared-auth';
import { t } from '../../../i18n/safer/safer-texts';

/** A read of the page: no toast; a failure shows in the page with Retry (load-failed.tsx). */
const read = <T>(name: string, path: string) =>
  queryOptions({
    queryKey: ['safer', name],
    queryFn: ({ signal }) =>
      callApi<T>(path, {}, { signal, silent: true, fallback: t('safer.loadFailed') }),
  });

/** The /SaferGambling/* calls of the page and the reminder (docs/safer-gambling.md). */
export const saferLimitsQuery = read<SaferLimitsData>('limits', '/SaferGambling/GetLimits');
export const saferActivityQuery = read<SaferActivityData>('activity', '/SaferGambling/GetActivity');
/** The operator's help organisations: they change only with the API's configuration. */
export const saferHelpQuery = {
  ...read<SaferHelpData>('help', '/SaferGambling/GetHelp'),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The writes reply with the limits after them; the message says what was done (by its code). */
const write = <T>(path: string, body: object, endsSession = false) =>
  callApi<{ data: T; message: string }>(path, body, {
    silent: true,
    endsSession,
    read: (reply) => ({
      data: reply.data as T,
      message: refusalText(reply.code, String(reply.message ?? ''), reply.values),
    }),
  });

export const setLimit = (kind: SaferLimitKind, amount: string | null) =>
  write<SaferLimitsData>('/SaferGambling/SetLimit', { Kind: kind, Amount: amount });

export const setTimeLimit = (minutes: number | null) =>
  write<SaferLimitsData>('/SaferGambling/SetTimeLimit', { Minutes: minutes });

export const cancelPending = (kind: SaferLimitKind | 'time') =>
  write<SaferLimitsData>('/SaferGambling/CancelPending', { Kind: kind });

export const confirmPending = (kind: SaferLimitKind | 'time') =>
  write<SaferLimitsData>('/SaferGambling/ConfirmPending', { Kind: kind });

export const answerLimitPrompt = (request: AnswerLimitPromptRequest) =>
  write<{ limitPrompt: null }>('/SaferGambling/AnswerLimitPrompt', request);

export const setRealityCheck = (minutes: number) =>
  write<SaferLimitsData>('/SaferGambling/SetRealityCheck', { IntervalMinutes: minutes });

/** Ends every session of the player: the reply clears this one (shared-auth's endingSession). */
export const takeBreak = (request: TakeBreakRequest) =>
  write<TakeBreakData>('/SaferGambling/TakeBreak', request, true);

export const takeProductBreak = (request: TakeProductBreakRequest) =>
  write<SaferLimitsData>('/SaferGambling/TakeProductBreak', request);

export const answerRealityCheck = (answer: 'Continue' | 'LogOut') =>
  write<RealityCheckData>('/SaferGambling/AnswerRealityCheck', { Answer: answer });
