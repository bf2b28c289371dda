import { TitledPage } from '../../components/titled-page';
import { RulesList } from '../../features/rules/rules-list';

export default function RulesPage() {
  return (
    <TitledPage id="rules" title="rules.title">
      <RulesList />
    </TitledPage>
  );
}
