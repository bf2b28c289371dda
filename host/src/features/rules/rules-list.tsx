import { useTexts } from '../../i18n/texts';
import { RULES_SECTIONS } from './rules-sections';
import './rules.css';

export function RulesList() {
  const t = useTexts();
  return (
    <div className="rules">
      <nav aria-label={t('rules.sections')} className="rules__toc">
        {RULES_SECTIONS.map((s) => (
          <a key={s.id} href={`#rules-${s.id}`}>
            {s.title}
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
          <h3 id={`rules-${s.id}-title`}>{s.title}</h3>
          <ul>
            {s.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
