import { useTexts } from '../../i18n/texts';
import { RulesList } from '../../features/rules/rules-list';

export default function RulesPage() {
  const t = useTexts();
  return (
    <section className="ui-panel" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('rules.title')}</h2>
      <RulesList />
    </section>
  );
}
