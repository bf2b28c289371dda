import type { CashedOut, CashOutRequest } from 'shared-api-types';
import { t } from '../../../i18n/texts';
import { betWrite, type BetWriteOutcome } from '../../../lib/bets/api/bet-write';

/** POST /Player/CashOut with an Idempotency-Key (a double tap makes one cash out). */
export function cashOut(
  body: CashOutRequest,
  idempotencyKey: string,
): Promise<BetWriteOutcome<CashedOut>> {
  return betWrite<CashedOut>('/Player/CashOut', body, idempotencyKey, t('cashOut.failed'));
}
