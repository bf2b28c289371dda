import { RulesList } from '../../features/rules/rules-list';

export default function RulesPage() {
  return (
    <section className="ui-panel" aria-labelledby="rules-title">
      <h2 id="rules-title">Rules</h2>
      <RulesList />
    </section>
  );
}
