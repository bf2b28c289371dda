import type { ReportSubject } from 'shared-api-types';
import type { TextFn } from 'shared-auth';
import type { ReportColumn } from 'shared-ui/report';
import { t, type ReportsKey } from '../../i18n/texts';

/** A piece of a worded subject: text in the player's language, or a name kept as it is. */
export interface SubjectPart {
  text: string;
  name?: true;
}

/** The first private-use character: stands in for the n-th name while a sentence is split around it. */
const MARK = 0xe000;

/** `key` worded with `names` in it, split into its text and its names, wherever the language puts them. */
function sentence(
  t: TextFn<ReportsKey>,
  key: ReportsKey,
  names: Record<string, string>,
): SubjectPart[] {
  const entries = Object.entries(names);
  const marks = Object.fromEntries(entries.map(([k], i) => [k, String.fromCharCode(MARK + i)]));
  return t(key, marks)
    .split(/([\uE000-\uE0FF])/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const i = piece.charCodeAt(0) - MARK;
      const name = piece.length === 1 ? entries[i]?.[1] : undefined;
      return name === undefined ? { text: piece } : { text: name, name: true };
    });
}

/**
 * What a report row is about in the player's language: a match by its teams (else its id) and
 * the market's type or a session's name, or a casino table's round; the names kept as names.
 */
export function subjectParts(t: TextFn<ReportsKey>, about: ReportSubject): SubjectPart[] {
  if (about.kind === 'casino')
    return sentence(t, 'subject.round', { table: about.table, round: about.round });
  const match = about.team1
    ? sentence(t, 'subject.match', { team1: about.team1, team2: about.team2 })
    : sentence(t, 'subject.matchId', { id: about.matchId });
  const market: SubjectPart = about.market
    ? { text: about.market, name: true }
    : { text: t(`market.${about.marketType}`) };
  return [...match, { text: ' - ' }, market];
}

/** `sentence` worded with one stand-in value (PART), the parts put where the language puts it. */
export function around(
  sentence: (part: string) => string,
  parts: readonly SubjectPart[],
): SubjectPart[] {
  const [before = '', after = ''] = sentence(PART).split(PART);
  return [{ text: before }, ...parts, { text: after }].filter((p) => p.text !== '');
}
const PART = String.fromCharCode(MARK);

/** Parts as plain text (the CSV, the search). */
export const partsText = (parts: readonly SubjectPart[]): string =>
  parts.map((p) => p.text).join('');

/** The subject as plain text. */
export const subjectText = (t: TextFn<ReportsKey>, about: ReportSubject): string =>
  partsText(subjectParts(t, about));

/** The subject in a table cell: each name in a bdi no translator rewrites. */
export function SubjectText({ parts }: { parts: readonly SubjectPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.name ? (
          <bdi key={i} translate="no">
            {p.text}
          </bdi>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

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
    cell: (r) => (r.about ? <SubjectText parts={subjectParts(t, r.about)} /> : r.description),
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
