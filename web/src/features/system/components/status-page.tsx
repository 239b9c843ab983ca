import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from '@/features/system/components/status-page.module.css';

/** Frame of the full-page states: maintenance, restriction, not found, errors. */
export function StatusPage({
  logo,
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
  standalone = false,
}: {
  logo?: ReactNode;
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
  /** The page replaces the whole site (no shell around it), so it is the main landmark itself. */
  standalone?: boolean;
}) {
  const Root = standalone ? 'main' : 'section';
  return (
    <Root className={cx(styles.statusPage, tone === 'danger' && styles.danger)}>
      <div className={styles.card}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Root>
  );
}
