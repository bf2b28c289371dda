import { useQuery } from '@tanstack/react-query';
import type { SaferActivityData, SaferHistoryRow, SaferLimitUse } from 'shared-api-types';
import { currentLanguage, formatCoins } from 'shared-auth';
import { zoneName } from 'shared-maths/player-time';
import { Spinner } from 'shared-ui';
import { ColumnHeads } from 'shared-ui/column-heads';
import { useTexts } from '../../i18n/safer/safer-texts';
import { ActivityTable } from './activity-table';
import { saferActivityQuery } from './api/safer-calls';
import { KIND_LABEL } from './limit-row';
import { LoadFailed, TableRegion } from './load-failed';
import { localTime } from './local-time';

const signClass = (amount: string) =>
  amount.startsWith('-') ? 'amount-neg' : amount === '0.00' ? undefined : 'amount-pos';

/** Share of a loss limit used, 0-100 (whole percent). */
export function usedPercent(use: SaferLimitUse): number {
  const amount = Number(use.amount);
  if (!use.used || amount <= 0) return 0;
  return Math.min(100, Math.round((Number(use.used) / amount) * 100));
}

function LimitBars({ limits }: { limits: SaferLimitUse[] }) {
  const t = useTexts();
  const loss = limits.filter((l) => l.used !== null);
  if (loss.length === 0) return <p>{t('safer.noLimits')}</p>;
  return (
    <ul className="safer-bars">
      {loss.map((use) => {
        const percent = usedPercent(use);
        const text = t('safer.used', {
          used: formatCoins(use.used ?? '0'),
          left: formatCoins(use.left ?? '0'),
          amount: formatCoins(use.amount),
        });
        return (
          <li key={use.kind} data-testid={`use-${use.kind}`}>
            <span>{t(KIND_LABEL[use.kind])}</span>
            <div
              className={`safer-bar${percent >= 80 ? ' safer-bar--close' : ''}`}
              role="progressbar"
              aria-label={t(KIND_LABEL[use.kind])}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={text}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <span className="safer-note">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function History({ data }: { data: SaferActivityData }) {
  const t = useTexts();
  if (data.history.length === 0) return <p>{t('safer.noHistory')}</p>;
  const when = (iso: string) => localTime(iso, data.timeZone, currentLanguage());
  const historyAmount = (h: SaferHistoryRow) => {
    if (!h.amount) return t('safer.removed');
    return h.kind === 'time' ? t('history.minutes', { minutes: h.amount }) : formatCoins(h.amount);
  };
  return (
    <TableRegion label={t('safer.history')}>
      <table className="ui-table">
        <ColumnHeads
          labels={[
            t('safer.limit'),
            t('safer.amount'),
            t('safer.asked'),
            t('safer.effective'),
            t('safer.cancelled'),
          ]}
        />
        <tbody>
          {data.history.map((h) => (
            <tr key={`${h.kind}-${h.askedAt}`}>
              <td>{t(h.kind === 'time' ? 'safer.kind.time' : KIND_LABEL[h.kind])}</td>
              <td>{historyAmount(h)}</td>
              <td>{when(h.askedAt)}</td>
              <td>{h.effectiveAt ? when(h.effectiveAt) : ''}</td>
              <td>{h.cancelledAt ? when(h.cancelledAt) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * GetActivity: net results, each loss limit's use as a bar, the history, and the activity by day,
 * week or month.
 */
export function ActivityView() {
  const t = useTexts();
  const { data, error, isPending, refetch } = useQuery(saferActivityQuery);
  if (isPending) return <Spinner />;
  if (error) return <LoadFailed error={error} retry={refetch} />;
  const nets = [
    ['safer.today', data.netResult.today],
    ['safer.week', data.netResult.week],
    ['safer.month', data.netResult.month],
    ['safer.openRisk', data.openRisk],
  ] as const;
  return (
    <div className="safer-activity">
      <h4>{t('safer.net')}</h4>
      <dl className="safer-nets">
        {nets.map(([label, amount]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd className={label === 'safer.openRisk' ? undefined : signClass(amount)}>
              {t('safer.coins', { amount: formatCoins(amount) })}
            </dd>
          </div>
        ))}
      </dl>
      <h4>{t('safer.limitUse')}</h4>
      <LimitBars limits={data.limits} />
      <h4>{t('safer.history')}</h4>
      <History data={data} />
      <h4>{t('activity.heading')}</h4>
      <ActivityTable data={data} />
      <p className="safer-note">
        {t('safer.timesIn', { zone: zoneName(new Date(), data.timeZone) })}
      </p>
    </div>
  );
}
