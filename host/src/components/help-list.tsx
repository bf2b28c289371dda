import { useId } from 'react';
import type { HelpOrganisation, TextByLanguage } from 'shared-api-types';
import { useLanguage } from 'shared-auth';
import { useTexts } from '../i18n/safer/safer-texts';
import './help-list.css';

const inLanguage = (texts: TextByLanguage, language: string): string => texts[language] ?? texts.en;

/** A language's own name in the player's language ("hi" reads "Hindi" or "हिन्दी"). */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * "Get help": the operator's help organisations (SAFER_HELP_FILE, docs/safer-gambling.md, Help)
 * in the player's language. Shown on the safer-gambling page, in its dialogs and on /login when a
 * login is refused for a break.
 */
export function HelpList({ organisations }: { organisations: readonly HelpOrganisation[] }) {
  const t = useTexts();
  const language = useLanguage();
  const id = useId();
  return (
    <section className="help-list" aria-labelledby={id}>
      <h3 id={id}>{t('help.title')}</h3>
      <p className="help-list__intro">{t('help.intro')}</p>
      <ul>
        {organisations.map((o) => (
          <li key={o.url} aria-label={inLanguage(o.name, language)}>
            <a href={o.url} target="_blank" rel="noopener noreferrer">
              {inLanguage(o.name, language)}
            </a>
            <span>
              <a href={`tel:${o.phone.replace(/[^+0-9]/g, '')}`}>
                {t('help.phone', { phone: o.phone })}
              </a>
            </span>
            <span>{t('help.hours', { hours: inLanguage(o.hours, language) })}</span>
            <span>
              {t('help.languages', {
                languages: o.languages.map((l) => languageName(l, language)).join(', '),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default HelpList;
