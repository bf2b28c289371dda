import {
  INSTANT_VALUES,
  MONEY_VALUES,
  WORD_VALUES,
  type ReplyValues,
} from 'shared-api-types/src/envelope';
import { formatCoins } from 'shared-maths/money';
import { playerDateTimeZoned } from 'shared-maths/player-time';
import { i18n } from './i18n-instance';

/** A reply's sentence as the server wrote it, with its code and values when it sent them. */
export interface CodedReply {
  code?: unknown;
  message: string;
  values?: unknown;
}

/** Texts that word codes: `code.<CODE>` (a `_time` variant for a time limit), `word.<name>.<word>`. */
export interface CodeTexts {
  t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  has: (key: string) => boolean;
}

const MONEY = new Set<string>(MONEY_VALUES);
const INSTANTS = new Set<string>(INSTANT_VALUES);
const WORDS = new Set<string>(Object.keys(WORD_VALUES));

/** The reply's values read loosely (a string or number each), or none. */
function valuesOf(values: unknown): ReplyValues {
  if (!values || typeof values !== 'object') return {};
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>))
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  return out as ReplyValues;
}

/** Each value as the player reads it: amounts as money, instants in their zone and language. */
function shown(texts: CodeTexts, values: ReplyValues): Record<string, string | number> {
  const language = i18n.language;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values) as [string, string | number][]) {
    const at = INSTANTS.has(name) ? new Date(value) : null;
    const word = `word.${name}.${String(value)}`;
    if (MONEY.has(name)) out[name] = formatCoins(value);
    else if (at && !Number.isNaN(at.getTime())) out[name] = playerDateTimeZoned(at, language);
    else if (WORDS.has(name) && texts.has(word)) out[name] = texts.t(word);
    else out[name] = value;
  }
  return out;
}

/**
 * A reply's sentence in the player's language: the texts' own words for its code, with its
 * values put in (a limit's kind picks a `_<kind>` variant when there is one); the server's
 * sentence for a code the texts lack, or none.
 */
export function codedText(texts: CodeTexts, reply: CodedReply): string {
  const key = `code.${String(reply.code)}`;
  if (typeof reply.code !== 'string' || !texts.has(key)) return reply.message;
  const values = valuesOf(reply.values);
  const variant = values.limit ? `${key}_${values.limit}` : null;
  const text = texts.t(variant && texts.has(variant) ? variant : key, shown(texts, values));
  // a value the words need did not come (an older server): its sentence says it all
  return text.includes('{{') ? reply.message : text;
}
