import { useTexts } from '../i18n/texts';
import { pageCount, REPORT_PAGE_SIZE } from './paging';

interface PagerProps {
  /** Zero-based page index. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  size?: number;
}

/** Previous / Next with "Page n of m" and the row range shown. */
export function Pager({ page, total, onPage, size = REPORT_PAGE_SIZE }: PagerProps) {
  const t = useTexts();
  const pages = pageCount(total, size);
  const first = total === 0 ? 0 : page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav className="report-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="secondary"
        onClick={() => onPage(page - 1)}
        disabled={page <= 0}
      >
        {t('pager.previous')}
      </button>
      <span className="report-pager__status" aria-live="polite">
        {t('pager.page', { page: page + 1, pages })}{' '}
        <span className="report-pager__range">{t('pager.range', { first, last, total })}</span>
      </span>
      <button
        type="button"
        className="secondary"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages - 1}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
