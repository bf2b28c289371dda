/**
 * Times as the player reads them: in the browser's time zone (docs/architecture.md, Languages),
 * with Intl.DateTimeFormat (no zone data shipped). The wire stays UTC (docs/api.md, Dates): an
 * instant, or "MM/DD/YYYY HH:mm:ss" in UTC, which `fromUtcText` reads back.
 */
import { parseDay } from './day-text';

export { parseDay };

// Making an Intl.DateTimeFormat costs about a millisecond (a list's first draw made one or two a
// row), reading its resolvedOptions a tenth of that; formatting with a made one, a hundredth. So
// each is made once, and the browser's zone read once a page (a new zone shows after a reload).
let browserZone: string | null = null;

/** The browser's IANA zone ("Asia/Kolkata"); UTC where Intl cannot tell. */
export function playerZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter `key` names, made by `make` the first time it is asked for. */
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/**
 * The wall-clock fields of an instant in a zone ("2026", "05", "09", ...), two digits but the
 * year. Throws a RangeError for a zone the runtime does not know.
 */
export function zonedParts(at: Date, zone: string): Record<string, string> {
  const f = formatter(
    `parts ${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
}

/** The zone's short name at that instant: IST, EST, GST; "GMT+5:45" where it has none. */
export function zoneName(at: Date, zone = playerZone()): string {
  const short = (locale: string) =>
    formatter(
      `name ${locale} ${zone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }),
    )
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;
  const indian = short('en-IN');
  return indian.startsWith('GMT') && indian !== 'GMT' ? short('en-US') : indian;
}

/** The player's calendar day of an instant, "MM/DD/YYYY" (for filters and the wire, not to read). */
export function playerDay(at: Date, zone = playerZone()): string {
  const p = zonedParts(at, zone);
  return `${p.month}/${p.day}/${p.year}`;
}

/**
 * "MM/DD/YYYY HH:mm:ss" in the player's zone: the reports' rows keep this sortable wall-clock text
 * and a table shows it through `wallTimeText`.
 */
export function playerDayTime(at: Date, zone = playerZone()): string {
  const p = zonedParts(at, zone);
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The Intl locale whose month words a language reads: Hindi's, else Indian English's. */
function dateLocale(language: string): string {
  return language.startsWith('hi') ? 'hi-IN' : 'en-IN';
}

/** The month's word and the day/year fields of an instant in a zone, in a language. */
function dateParts(at: Date, language: string, zone: string, withYear: boolean) {
  const locale = dateLocale(language);
  const f = formatter(
    `date ${locale} ${zone} ${withYear}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  );
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return [parts.day, parts.month, parts.year].filter(Boolean).join(' ');
}

/**
 * "5 Jun 2027" / "5 जून 2027": a day a player reads, the month as a word in their language, so it
 * cannot be read as MM/DD or DD/MM.
 */
export function playerDate(at: Date, language: string, zone = playerZone()): string {
  return dateParts(at, language, zone, true);
}

/** "5 Jun": a day of a short list whose year is clear (the last 30 days). */
export function playerShortDate(at: Date, language: string, zone = playerZone()): string {
  return dateParts(at, language, zone, false);
}

/** "5 Jun 2027 22:07:32" in the player's zone, in a table whose caption names the zone. */
export function playerDateTime(at: Date, language: string, zone = playerZone()): string {
  const p = zonedParts(at, zone);
  return `${playerDate(at, language, zone)} ${p.hour}:${p.minute}:${p.second}`;
}

/** "5 Jun 2027 22:07 IST": a date and time that stand alone carry the zone's one name. */
export function playerDateTimeZoned(at: Date, language: string, zone = playerZone()): string {
  const p = zonedParts(at, zone);
  return `${playerDate(at, language, zone)} ${p.hour}:${p.minute} ${zoneName(at, zone)}`;
}

/** "22:07 IST": a time that stands alone carries its zone. */
export function playerTime(at: Date, zone = playerZone()): string {
  const p = zonedParts(at, zone);
  return `${p.hour}:${p.minute} ${zoneName(at, zone)}`;
}

/**
 * A wall-clock "MM/DD/YYYY" or "MM/DD/YYYY HH:mm:ss" (the API's days, or a time already moved
 * to the player's zone) as a player reads it: "5 Jun 2027", "5 Jun 2027 12:00:00"; other text
 * unchanged.
 */
export function wallTimeText(text: string, language: string): string {
  const at = fromUtcText(text);
  if (!at) return text;
  return text.length === 10 ? playerDate(at, language, 'UTC') : playerDateTime(at, language, 'UTC');
}

/** "MM/DD/YYYY HH:mm:ss" (or "MM/DD/YYYY") in UTC, as the API writes it -> the instant; null if not one. */
export function fromUtcText(text: string): Date | null {
  const day = parseDay(text.slice(0, 10));
  if (!day) return null;
  const time = /^ (\d{2}):(\d{2}):(\d{2})$/.exec(text.slice(10));
  if (text.length > 10 && !time) return null;
  const [h, m, s] = time ? time.slice(1).map(Number) : [0, 0, 0];
  return new Date(day.start.getTime() + (((h ?? 0) * 60 + (m ?? 0)) * 60 + (s ?? 0)) * 1000);
}

/**
 * A UTC "MM/DD/YYYY HH:mm:ss" from the API shown in the player's zone with its name
 * ("26 Nov 2026 03:37 IST"); other text unchanged.
 */
export function utcTextInPlayerZone(text: string, language: string, zone = playerZone()): string {
  const at = fromUtcText(text);
  return at ? playerDateTimeZoned(at, language, zone) : text;
}
