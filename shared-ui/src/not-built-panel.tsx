import { useTexts } from './i18n/texts';
/** Shown on a route whose page has not been built yet: says so plainly, pretends nothing. */
export function NotBuiltPanel({ title }: { title: string }) {
  const t = useTexts();
  return (
    <section className="ui-panel" aria-label={title}>
      <h2>{title}</h2>
      <p>{t('notBuilt.body')}</p>
    </section>
  );
}
