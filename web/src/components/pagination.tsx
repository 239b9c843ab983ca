import { useTranslation } from 'react-i18next';
import styles from '@/components/pagination.module.css';
import { cx } from '@/lib/cx';

/** Page numbers around the current page, with the first and the last; null marks a gap. */
function pageWindow(pageNo: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    if (page === 1 || page === totalPages || Math.abs(page - pageNo) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PaginationProps {
  pageNo: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** While a page loads: every button but the current one waits. */
  disabled?: boolean;
}

/** Previous, numbered pages with gaps, next; nothing when there is one page. */
export function Pagination({ pageNo, totalPages, onPage, disabled = false }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pages')}>
      <button type="button" className={styles.item} disabled={disabled || pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('previous')}
      </button>
      {pageWindow(pageNo, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={cx(styles.item, page === pageNo && styles.isActive)}
            aria-current={page === pageNo ? 'page' : undefined}
            aria-label={t('page_n', { page })}
            disabled={disabled && page !== pageNo}
            onClick={() => page !== pageNo && onPage(page)}
          >
            {page}
          </button>
        ),
      )}
      <button type="button" className={styles.item} disabled={disabled || pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
