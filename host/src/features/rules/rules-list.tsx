import { useTexts } from '../../i18n/texts';
import { useTexts as useRulesTexts } from '../../i18n/rules/rules-texts';
import { pointKeys, RULES_SECTIONS, titleKey } from './rules-sections';
import './rules.css';

export function RulesList() {
  const t = useTexts();
  const rules = useRulesTexts();
  return (
    <div className="rules">
      <nav aria-label={t('rules.sections')} className="rules__toc">
        {RULES_SECTIONS.map((s) => (
          <a key={s.id} href={`#rules-${s.id}`}>
            {rules(titleKey(s))}
          </a>
        ))}
      </nav>
      {RULES_SECTIONS.map((s) => (
        <section
          key={s.id}
          id={`rules-${s.id}`}
          className="rules__section"
          aria-labelledby={`rules-${s.id}-title`}
        >
          <h3 id={`rules-${s.id}-title`}>{rules(titleKey(s))}</h3>
          <ul>
            {pointKeys(s).map((k) => (
              <li key={k}>{rules(k)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
