import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from '@/components/dropdown.module.css';
import { cx } from '@/lib/cx';

export interface DropdownProps {
  /** Contents of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when the label is only an icon or short. */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
}

/** A disclosure menu: a button and a panel that closes on outside click, Escape or choice. */
export function Dropdown({ label, ariaLabel, children, align = 'end', className, buttonClassName }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cx(styles.dropdown, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <div id={panelId} className={cx(styles.panel, styles[align])}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
