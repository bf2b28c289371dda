/** "02/12/2026 18:30": an instant in the player's zone, MM/DD/YYYY as the API's sentences write it. */
export function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "11/27": a local day ("2026-11-27") as the activity's list shows it. */
export function shortDay(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${month}/${date}`;
}
