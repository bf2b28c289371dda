import type { SaferRecordEvent } from 'shared-api-types';
import { formatCoins, type TextFn } from 'shared-auth';
import type { SaferKey } from '../../i18n/safer/safer-texts';
import { KIND_LABEL } from './limit-row';

const LABEL: Record<string, SaferKey> = {
  ...KIND_LABEL,
  time: 'safer.kind.time',
  TimeOut: 'activity.break.TimeOut',
  SelfExclusion: 'activity.break.SelfExclusion',
  SportsBreak: 'activity.break.SportsBreak',
  CasinoBreak: 'activity.break.CasinoBreak',
};

/**
 * A limit change or a break in the player's words: "Daily loss limit set to 1,000.00",
 * "Break from sports of 48 hours taken". `plain`: amounts as plain decimals (the CSV's).
 */
export function describeEvent(t: TextFn<SaferKey>, e: SaferRecordEvent, plain = false): string {
  const label = LABEL[e.kind];
  const limit = label ? t(label) : e.kind;
  let amount: string;
  if (e.event === 'break') amount = t(`safer.period.${e.amount}` as SaferKey);
  else if (e.amount === null) amount = t('activity.noLimit');
  else if (e.kind === 'time') amount = t('history.minutes', { minutes: e.amount });
  else amount = plain ? e.amount : formatCoins(e.amount);
  return t(`activity.event.${e.event}` as SaferKey, { limit, amount });
}
