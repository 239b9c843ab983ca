import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from '@/components/status-pill.module.css';

/** How a state reads: done and fine, waiting, or failed; `neutral` for the rest. */
export type StatusTone = 'neutral' | 'success' | 'pending' | 'danger';

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  neutral: undefined,
  success: styles.success,
  pending: styles.pending,
  danger: styles.danger,
};

interface StatusPillProps {
  tone: StatusTone;
  /** In a flex row beside taller content (a card's head): keep the pill's own height. */
  alignStart?: boolean;
  children: ReactNode;
}

/** The state of an order, a contract or an account as a small coloured pill. */
export function StatusPill({ tone, alignStart = false, children }: StatusPillProps) {
  return <span className={cx(styles.status, TONE_CLASS[tone], alignStart && styles.alignStart)}>{children}</span>;
}
