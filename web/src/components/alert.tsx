import type { ReactNode } from 'react';
import styles from '@/components/alert.module.css';
import { cx } from '@/lib/cx';

interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  /** More classes (its spacing in the caller's place). */
  className?: string;
}

export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div className={cx(styles.alert, styles[tone], className)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
