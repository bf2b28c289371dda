import { useTexts } from '../../i18n/texts';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const t = useTexts();
  return (
    <section className="ui-panel">
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <Link to="/dashboard">{t('notFound.link')}</Link>
    </section>
  );
}
