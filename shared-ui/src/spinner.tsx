/** The lazy-page spinner, labelled "Loading..." (docs/architecture.md, Routes). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
