/** The help organisations a player is shown (SAFER_HELP_FILE), read and checked at start. */
import { readFileSync } from 'node:fs';
import type { HelpOrganisation, TextByLanguage } from 'shared-api-types';

export class HelpConfigError extends Error {
  override name = 'HelpConfigError';
}

export interface HelpConfig {
  organisations: HelpOrganisation[];
  /** The shipped examples are in use (main.ts warns). */
  examples: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function texts(value: unknown, where: string): TextByLanguage {
  if (!isRecord(value) || typeof value.en !== 'string' || value.en.trim() === '')
    throw new HelpConfigError(`${where} must be an object of texts by language with "en"`);
  for (const [language, text] of Object.entries(value))
    if (!LANGUAGE.test(language) || typeof text !== 'string' || text.trim() === '')
      throw new HelpConfigError(`${where}.${language} must be a text under a language code`);
  return value as TextByLanguage;
}

function organisation(value: unknown, where: string): HelpOrganisation {
  if (!isRecord(value)) throw new HelpConfigError(`${where} must be an object`);
  const { phone, url, languages } = value;
  if (typeof phone !== 'string' || !/^\+?[0-9][0-9 ()-]{2,30}$/.test(phone))
    throw new HelpConfigError(`${where}.phone must be a phone number like "+91 9152987821"`);
  let parsed: URL | null = null;
  try {
    parsed = typeof url === 'string' ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.protocol !== 'https:')
    throw new HelpConfigError(`${where}.url must be an https:// address`);
  if (
    !Array.isArray(languages) ||
    languages.length === 0 ||
    !languages.every((l) => typeof l === 'string' && LANGUAGE.test(l))
  )
    throw new HelpConfigError(`${where}.languages must be a list of language codes like "hi"`);
  return {
    name: texts(value.name, `${where}.name`),
    phone,
    url: url as string,
    hours: texts(value.hours, `${where}.hours`),
    languages: languages as string[],
  };
}

/** Checks a help file's content; throws HelpConfigError naming the field that is wrong. */
export function parseHelpConfig(json: unknown): HelpConfig {
  if (!isRecord(json) || !Array.isArray(json.organisations) || json.organisations.length === 0)
    throw new HelpConfigError('organisations must be a list of at least one help organisation');
  return {
    organisations: json.organisations.map((o, i) => organisation(o, `organisations[${i}]`)),
    examples: json.examples === true,
  };
}

export function loadHelpConfig(file: string): HelpConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new HelpConfigError(`SAFER_HELP_FILE ${file} cannot be read`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HelpConfigError(`SAFER_HELP_FILE ${file} is not valid JSON`);
  }
  try {
    return parseHelpConfig(json);
  } catch (err) {
    throw new HelpConfigError(`SAFER_HELP_FILE ${file}: ${(err as Error).message}`);
  }
}
