import { useTexts } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';

export default function NotFoundPage() {
  const t = useTexts();
  usePageTitle(t('notFound.title'));
  return (
    <section className="ui-panel">
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <Link to="/dashboard">{t('notFound.link')}</Link>
    </section>
  );
}
