import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import styles from '@/components/record.module.css';
import type { DateRange } from '@/lib/date-range';

interface RecordFilterProps {
  /** The brand's zone: "today" is its calendar day. */
  zone: string;
  range: DateRange;
  onRange: (range: DateRange) => void;
  onSearch: (event: FormEvent) => void;
  /** The form's name, where the page has more than one. */
  label?: string;
  /** The record's own filters, before the search button. */
  children?: ReactNode;
}

/** A record's filters: dates (quick ranges, From, To), the record's own fields and Search. */
export function RecordFilter({ zone, range, onRange, onSearch, label, children }: RecordFilterProps) {
  const { t } = useTranslation('common');
  return (
    <form className={styles.filter} onSubmit={onSearch} noValidate aria-label={label}>
      <DateRangeFilter range={range} onChange={onRange} timeZone={zone}>
        {children}
        <Button type="submit" className={styles.search}>
          {t('search')}
        </Button>
      </DateRangeFilter>
    </form>
  );
}
