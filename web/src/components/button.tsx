import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from '@/components/button.module.css';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[size], block && styles.block, className);
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}
