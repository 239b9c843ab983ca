import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { TextField } from '@/components/field';
import type { DateRange } from '@/lib/date-range';

interface ReportFilterProps {
  zone: string;
  range: DateRange;
  onRange: (range: DateRange) => void;
  onSearch: (event: FormEvent) => void;
  /** The report's own filters, before the search button. */
  children?: ReactNode;
}

/** Dates (quick ranges, From, To), the report's filters and Search. */
export function ReportFilter({ zone, range, onRange, onSearch, children }: ReportFilterProps) {
  const { t } = useTranslation('common');
  return (
    <form className="record-filter" onSubmit={onSearch} noValidate>
      <DateRangeFilter range={range} onChange={onRange} timeZone={zone}>
        {children}
        <Button type="submit" className="record-filter__search">
          {t('search')}
        </Button>
      </DateRangeFilter>
    </form>
  );
}

/** A team member's account (empty: the whole team). */
export function AccountFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('agentReports');
  return (
    <TextField
      label={t('filter_account')}
      placeholder={t('filter_account_all')}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
