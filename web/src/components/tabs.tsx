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
  /** More classes for the tab list (its layout in the caller's place). */
  className?: string;
}

/** A row of tabs; the content below is the caller's. */
export function Tabs<T extends string>({ label, tabs, value, onChange, className }: TabsProps<T>) {
  return (
    <div className={cx(styles.tabs, className)} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
