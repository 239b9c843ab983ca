import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { NavigationContext, type CenterNavigation } from '@/components/center-navigation';
import { Modal } from '@/components/modal';
import styles from '@/components/center-panel.module.css';
import { cx } from '@/lib/cx';

export interface CenterPage {
  id: string;
  label: string;
  /** A count beside the label (things waiting there); none when 0. */
  badge?: number;
  /** The item's accessible name while the badge shows ("Mission activity, 2 to claim"). */
  badgeLabel?: string;
  /** Content of the page; pages not built yet show an honest empty state. */
  render?: () => ReactNode;
}

interface CenterPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  pages: CenterPage[];
  defaultPage: string;
}

/** A modal with a left menu and one page at a time (member centre, agent centre). */
export function CenterPanel({ open, onClose, title, pages, defaultPage }: CenterPanelProps) {
  const { t } = useTranslation('common');
  const [pageId, setPageId] = useState(defaultPage);
  const page = pages.find((p) => p.id === pageId) ?? pages[0];
  const navigation = useMemo<CenterNavigation>(
    () => ({ go: setPageId, has: (id) => pages.some((p) => p.id === id), close: onClose }),
    [pages, onClose],
  );

  return (
    <Modal open={open} onClose={onClose} title={title} size="full">
      <div className={styles.panel}>
        <nav className={styles.menu} aria-label={title}>
          <ul>
            {pages.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={cx(styles.item, p.id === page?.id && styles.isActive)}
                  aria-current={p.id === page?.id ? 'page' : undefined}
                  aria-label={p.badge ? p.badgeLabel : undefined}
                  onClick={() => setPageId(p.id)}
                >
                  <span>{p.label}</span>
                  {p.badge ? (
                    <>
                      {/* The space keeps the visible text ("Messages 2") inside the accessible name. */}{' '}
                      <span className={styles.badge} aria-hidden="true">
                        {p.badge > 99 ? '99+' : p.badge}
                      </span>
                    </>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <h3>{page?.label}</h3>
          {page?.render ? (
            <NavigationContext.Provider value={navigation}>{page.render()}</NavigationContext.Provider>
          ) : (
            <EmptyState title={t('not_available_title')}>
              <p>{t('not_available_text')}</p>
            </EmptyState>
          )}
        </div>
      </div>
    </Modal>
  );
}
