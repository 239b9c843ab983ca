import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import buttonStyles from '@/components/button.module.css';
import { DatePicker } from '@/components/date-picker';
import styles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import { matchingQuickRange, QUICK_RANGES, quickRange, rangeProblem, type DateRange } from '@/lib/date-range';

interface DateRangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The brand's zone: "today" is its calendar day. */
  timeZone: string;
  /** More fields (a type filter, the search button), laid out beside the dates. */
  children?: ReactNode;
}

/** Quick ranges (today, yesterday, previous 7 and 30 days), From and To, and what is wrong. */
export function DateRangeFilter({ range, onChange, timeZone, children }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const active = matchingQuickRange(range, timeZone);
  const problem = rangeProblem(range);
  return (
    <>
      <div className={styles.quick} role="group" aria-label={t('quick_ranges')}>
        {QUICK_RANGES.map((kind) => (
          <button
            key={kind}
            type="button"
            className={cx(buttonStyles.chip, active === kind && buttonStyles.isActive)}
            aria-pressed={active === kind}
            onClick={() => onChange(quickRange(kind, Date.now(), timeZone))}
          >
            {t(`range_${kind}`)}
          </button>
        ))}
      </div>
      <div className={styles.fields}>
        <DatePicker
          label={t('date_from')}
          value={range.begin}
          max={range.end || undefined}
          timeZone={timeZone}
          onChange={(begin) => onChange({ ...range, begin })}
        />
        <DatePicker
          label={t('date_to')}
          value={range.end}
          min={range.begin || undefined}
          timeZone={timeZone}
          onChange={(end) => onChange({ ...range, end })}
        />
        {children}
      </div>
      {problem ? <Alert>{t(`range_${problem}`)}</Alert> : null}
    </>
  );
}
