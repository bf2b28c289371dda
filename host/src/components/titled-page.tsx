import { useTexts, type HostKey } from '../i18n/texts';
import type { ReactNode } from 'react';

interface TitledPageProps {
  /** The heading's id is `<id>-title`; the panel is named by it (aria-labelledby). */
  id: string;
  title: HostKey;
  children: ReactNode;
}

/** A host page's panel under its heading. */
export function TitledPage({ id, title, children }: TitledPageProps) {
  const t = useTexts();
  const headingId = `${id}-title`;
  return (
    <section className="ui-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      {children}
    </section>
  );
}
