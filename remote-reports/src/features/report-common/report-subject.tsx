import type { ReportSubject } from 'shared-api-types';
import type { TextFn } from 'shared-auth';
import type { ReportColumn } from 'shared-ui/report';
import { namedParts, NamedText, partsText, type NamedPart } from 'shared-ui/named-text';
import { t, type ReportsKey } from '../../i18n/texts';

/** `key` worded with `names` in it, split into its text and its names. */
const sentence = (t: TextFn<ReportsKey>, key: ReportsKey, names: Record<string, string>) =>
  namedParts((stand) => t(key, stand), names);

/**
 * What a report row is about in the player's language: a match by its teams (else its id) and
 * the market's type or a session's name, or a casino table's round; the names kept as names.
 */
export function subjectParts(t: TextFn<ReportsKey>, about: ReportSubject): NamedPart[] {
  if (about.kind === 'casino')
    return sentence(t, 'subject.round', { table: about.table, round: about.round });
  const match = about.team1
    ? sentence(t, 'subject.match', { team1: about.team1, team2: about.team2 })
    : sentence(t, 'subject.matchId', { id: about.matchId });
  const market: NamedPart = about.market
    ? { text: about.market, name: true }
    : { text: t(`market.${about.marketType}`) };
  return [...match, { text: ' - ' }, market];
}

/** The subject as plain text. */
export const subjectText = (t: TextFn<ReportsKey>, about: ReportSubject): string =>
  partsText(subjectParts(t, about));

/** A row a subject column reads: its `about`, or only the server's sentence (a reply without it). */
interface Described {
  description: string;
  about?: ReportSubject | null;
}

/** A Description / EventName column: the row's subject in the player's language, names kept. */
export function subjectColumn<R extends Described>(header: string): ReportColumn<R> {
  return {
    header,
    text: (r) => (r.about ? subjectText(t, r.about) : r.description),
    cell: (r) => (r.about ? <NamedText parts={subjectParts(t, r.about)} /> : r.description),
  };
}

/** A sports market's type in the player's language ("Match Odds", "मैच ऑड्स"); else the name given. */
export function marketTypeText(about: ReportSubject | null | undefined, name: string): string {
  return about?.kind === 'sports' ? t(`market.${about.marketType}`) : name;
}

/** A column of names (the player's, a runner's, a casino market's): marked as names, never translated. */
export function nameColumn<R>(header: string, pick: (r: R) => string): ReportColumn<R> {
  return { header, text: pick, cell: (r) => <bdi translate="no">{pick(r)}</bdi> };
}

/** A column of the server's fixed words (Back, Lay, Open, Settled, ...) in the player's language. */
export function wordColumn<R>(header: string, pick: (r: R) => string): ReportColumn<R> {
  const text = (r: R) => t(`value.${pick(r)}` as ReportsKey, { defaultValue: pick(r) });
  return { header, text };
}
