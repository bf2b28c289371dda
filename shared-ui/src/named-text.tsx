/** A piece of a worded sentence: text in the player's language, or a name kept as it is. */
export interface NamedPart {
  text: string;
  name?: true;
}

/** The first private-use character: stands in for the n-th name while a sentence is split around it. */
const MARK = 0xe000;

/**
 * A sentence worded with `names` in it (`worded` gets a stand-in for each), split into its text
 * and its names, wherever the language puts them.
 */
export function namedParts(
  worded: (stand: Record<string, string>) => string,
  names: Record<string, string>,
): NamedPart[] {
  const entries = Object.entries(names);
  const marks = Object.fromEntries(entries.map(([k], i) => [k, String.fromCharCode(MARK + i)]));
  return worded(marks)
    .split(/([\uE000-\uE0FF])/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const i = piece.charCodeAt(0) - MARK;
      const name = piece.length === 1 ? entries[i]?.[1] : undefined;
      return name === undefined ? { text: piece } : { text: name, name: true };
    });
}

/** `sentence` worded with one stand-in value, the parts put where the language puts it. */
export function around(
  sentence: (part: string) => string,
  parts: readonly NamedPart[],
): NamedPart[] {
  const [before = '', after = ''] = sentence(PART).split(PART);
  return [{ text: before }, ...parts, { text: after }].filter((p) => p.text !== '');
}
const PART = String.fromCharCode(MARK);

/** Parts as plain text (a CSV, a search, an accessible name). */
export const partsText = (parts: readonly NamedPart[]): string => parts.map((p) => p.text).join('');

/** The parts on a page: each name in a bdi no translator rewrites. */
export function NamedText({ parts }: { parts: readonly NamedPart[] }) {
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
