import { useTexts } from './i18n/texts';
/** The lazy-page spinner, labelled "Loading..." (docs/architecture.md, Routes). */
export function Spinner({ label }: { label?: string }) {
  const t = useTexts();
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span>{label ?? t('spinner.loading')}</span>
    </div>
  );
}
