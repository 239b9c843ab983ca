import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from '@/components/dropdown.module.css';
import { cx } from '@/lib/cx';

export interface DropdownProps {
  /** Contents of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when the label is only an icon or short. */
  ariaLabel?: string;
  /** Accessible name of the menu it opens. */
  menuLabel: string;
  /** The menu's items: elements with role menuitem, menuitemradio or menuitemcheckbox and tabIndex -1. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  menuClassName?: string;
}

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A menu button (the WAI-ARIA menu button pattern). Enter, Space, Down or a click open the menu
 * on its first item, Up on its last; in the menu Up and Down move (wrapping), Home and End go to
 * the ends, Escape closes it and a choice closes it, both giving the focus back to the button;
 * Tab and a click outside close it.
 */
export function Dropdown({ label, ariaLabel, menuLabel, children, align = 'end', className, buttonClassName, menuClassName }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Which item takes the focus once the menu has rendered. */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const openAt = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  // By id, not the ref: the menu's items get this while rendering.
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);

  useEffect(() => {
    if (!open) return;
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (at + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      // Only the menu closes, not a dialog it sits in.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next === null || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div ref={rootRef} className={cx(styles.dropdown, className)}>
      <button
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onKeyDown={onButtonKeyDown}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
      >
        {label}
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} role="menu" aria-label={menuLabel} className={cx(styles.panel, styles[align], menuClassName)} onKeyDown={onMenuKeyDown}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
