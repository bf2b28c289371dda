import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller: a named region in the tab order, so a keyboard can scroll
 * it too (axe scrollable-region-focusable, WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
