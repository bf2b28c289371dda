import { useId, useMemo, useState } from 'react';
import type { SaferActivityData } from 'shared-api-types';
import { currentLanguage, formatCoins } from 'shared-auth';
import { playerDate, playerShortDate } from 'shared-maths/player-time';
import { ColumnHeads } from 'shared-ui/column-heads';
import { useTexts } from '../../i18n/safer/safer-texts';
import { describeEvent } from './activity-events';
import { activityCsv, groupActivity, GROUPINGS, type Grouping } from './activity-periods';
import { TableRegion } from './load-failed';
import { localTime } from './local-time';

/** Saves `text` as a file the browser downloads (a BOM first, so spreadsheets read UTF-8). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The activity by day, week or month in the player's zone (a switch): bets placed, total staked,
 * net result, time logged in, the limit changes and breaks with their times; the same rows as a
 * CSV file.
 */
export function ActivityTable({ data }: { data: SaferActivityData }) {
  const t = useTexts();
  const id = useId();
  const [grouping, setGrouping] = useState<Grouping>('week');
  const periods = useMemo(
    () => groupActivity(data.days, data.events, grouping, data.timeZone),
    [data, grouping],
  );
  const language = currentLanguage();
  const periodText = (from: string, to: string) =>
    grouping === 'day'
      ? playerDate(dayDate(from), language, 'UTC')
      : `${playerShortDate(dayDate(from), language, 'UTC')} – ${playerDate(dayDate(to), language, 'UTC')}`;
  const download = () => {
    const headers = [
      t('activity.csv.from'),
      t('activity.csv.to'),
      t('activity.bets'),
      t('activity.staked'),
      t('activity.net'),
      t('activity.csv.minutes'),
      t('activity.changes'),
    ];
    const csv = activityCsv(periods, data.timeZone, headers, (e) => describeEvent(t, e, true));
    downloadText(`safer-activity-by-${grouping}-${periods[0]?.to ?? ''}.csv`, csv);
  };
  return (
    <>
      <fieldset className="safer-choices">
        <legend>{t('activity.by')}</legend>
        {GROUPINGS.map((g) => (
          <label key={g}>
            <input
              type="radio"
              name={`${id}-grouping`}
              checked={grouping === g}
              onChange={() => setGrouping(g)}
            />
            {t(`activity.grouping.${g}`)}
          </label>
        ))}
      </fieldset>
      <TableRegion label={t('activity.table')}>
        <table className="ui-table safer-periods">
          <ColumnHeads
            labels={[
              t('activity.period'),
              t('activity.bets'),
              t('activity.staked'),
              t('activity.net'),
              t('activity.time'),
              t('activity.changes'),
            ]}
          />
          <tbody>
            {periods.map((p) => (
              <tr key={p.from}>
                <td>{periodText(p.from, p.to)}</td>
                <td>{p.bets}</td>
                <td>{formatCoins(p.staked)}</td>
                <td>{formatCoins(p.net)}</td>
                <td>
                  {t('reminder.hoursMinutes', {
                    hours: Math.floor(p.minutes / 60),
                    minutes: p.minutes % 60,
                  })}
                </td>
                <td>
                  {p.events.length > 0 && (
                    <ul className="safer-events">
                      {p.events.map((e) => (
                        <li key={`${e.at}-${e.event}-${e.kind}`}>
                          {localTime(e.at, data.timeZone, language)} {describeEvent(t, e)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <button type="button" onClick={download}>
        {t('activity.download')}
      </button>
    </>
  );
}
