import { useId } from 'react';
import { LANGUAGES, useLanguage } from 'shared-auth';
import { chooseLanguage } from '../../lib/choose-language';
import './language-choice.css';

/** The Language box of /Setting: a labelled list of the offered languages, each in itself. */
export function LanguageChoice({ label }: { label: string }) {
  const id = useId();
  const language = useLanguage();
  return (
    <span className="language-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={language} onChange={(e) => void chooseLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
