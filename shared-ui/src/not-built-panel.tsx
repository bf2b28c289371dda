/** Shown on a route whose page has not been built yet: says so plainly, pretends nothing. */
export function NotBuiltPanel({ title }: { title: string }) {
  return (
    <section className="ui-panel" aria-label={title}>
      <h2>{title}</h2>
      <p>This page is not built yet.</p>
    </section>
  );
}
