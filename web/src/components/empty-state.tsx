import type { ReactNode } from 'react';
import styles from '@/components/empty-state.module.css';

export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.emptyState}>
      <div aria-hidden="true">
        <svg viewBox="0 0 64 64" width="56" height="56">
          <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.35" />
          <path d="M20 38h24M24 26h.01M40 26h.01" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
      <h3 className={styles.title}>{title}</h3>
      {children ? <div>{children}</div> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
