import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from '@/components/tabs.module.css';
import { cx } from '@/lib/cx';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The id of the TabPanel below that shows the selected tab's content. */
  panelId?: string;
  /** More classes for the tab list (its layout in the caller's place). */
  className?: string;
}

/** The element id of a tab whose content is in the panel `panelId` (ids may not hold spaces). */
const tabElementId = (panelId: string, id: string) => `${panelId}-tab-${id.replace(/[^\w-]/g, '_')}`;

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A row of tabs (the WAI-ARIA tabs pattern): one tab stop, the selected tab; Left and Right
 * move to the previous or next tab and select it (wrapping), Home and End to the first and
 * last. The content is the caller's, in a TabPanel given the same panelId.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, panelId, className }: TabsProps<T>) {
  const ownId = useId();
  const base = panelId ?? ownId;
  const listRef = useRef<HTMLDivElement>(null);
  // With no tab selected (a list still loading its choice), the first one takes the tab stop.
  const stop = tabs.some((tab) => tab.id === value) ? value : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = tabs.length;
    const at = tabs.findIndex((tab) => tab.id === stop);
    if (count === 0 || at < 0) return;
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key in STEP) {
      // Right-to-left pages lay the row out backwards, so the arrows follow what is seen.
      const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
      next = (at + (STEP[event.key] ?? 0) * (rtl ? -1 : 1) + count) % count;
    } else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    document.getElementById(tabElementId(base, tab.id))?.focus();
    if (tab.id !== value) onChange(tab.id);
  };

  return (
    <div ref={listRef} className={cx(styles.tabs, className)} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={tabElementId(base, tab.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={tab.id === stop ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The content of the selected tab of the Tabs given the same panelId; named by that tab. */
export function TabPanel({ id, tab, className, children }: { id: string; tab: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} role="tabpanel" aria-labelledby={tabElementId(id, tab)} className={className}>
      {children}
    </div>
  );
}
