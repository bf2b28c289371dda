/** Texts an operator gives per language (BCP 47 code to text; "en" is always there). */
export type TextByLanguage = Record<string, string> & { en: string };

/** A help organisation the operator configures (docs/safer-gambling.md, Help). */
export interface HelpOrganisation {
  name: TextByLanguage;
  /** As dialled, e.g. "+91 9152987821". */
  phone: string;
  /** An https:// address. */
  url: string;
  hours: TextByLanguage;
  /** BCP 47 codes of the languages the service speaks. */
  languages: string[];
}

/** POST /SaferGambling/GetHelp (no login needed), and a login refused for a break. */
export interface SaferHelpData {
  organisations: HelpOrganisation[];
}
