import type { ReactNode } from 'react';
import './bottom-sheet.css';

/**
 * The dimmed page behind a dialog; a tap on it (not on the dialog) calls `onDismiss`. The dialog
 * inside carries the class `sheet` (a bottom sheet on a phone, centred from 768 px).
 */
export function SheetBackdrop({
  onDismiss,
  children,
}: {
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onDismiss()}>
      {children}
    </div>
  );
}
