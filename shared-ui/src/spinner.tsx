/** The lazy-page spinner of SPEC.md section 2: labelled "Loading...". */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
