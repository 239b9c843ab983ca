import { useState, type FormEvent } from 'react';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { quickRange, rangeProblem, type DateRange, type QuickRange } from '@/lib/date-range';

interface Paged {
  beginDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

export interface RecordQueryState<F> {
  /** The brand's zone: the server counts its days there. */
  zone: string;
  range: DateRange;
  setRange: (range: DateRange) => void;
  /** The filters as the user edits them; sent on search. */
  filters: F;
  setFilter: <K extends keyof F>(name: K, value: F[K]) => void;
  /** Several filters at once (the others kept). */
  setFilters: (changes: Partial<F>) => void;
  /** What was last searched (and the page): the key of the request. */
  query: F & Paged;
  search: (event: FormEvent) => void;
  setPage: (pageNo: number) => void;
}

const trimmed = <F extends object>(filters: F): F =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])) as F;

/**
 * A record's filters: the dates and the other fields as edited, the query as last searched
 * (asked at once for the first range), back to page 1 on each search; text is trimmed.
 */
export function useRecordQuery<F extends object>(initial: F, pageSize: number, firstRange: QuickRange = 'today'): RecordQueryState<F> {
  const zone = useBrandTimeZone();
  const [range, setRange] = useState<DateRange>(() => quickRange(firstRange, Date.now(), zone));
  const [filters, setEdited] = useState<F>(initial);
  const [query, setQuery] = useState<F & Paged>(() => ({ ...initial, beginDate: range.begin, endDate: range.end, pageNo: 1, pageSize }));

  return {
    zone,
    range,
    setRange,
    filters,
    setFilter: (name, value) => setEdited((current) => ({ ...current, [name]: value })),
    setFilters: (changes) => setEdited((current) => ({ ...current, ...changes })),
    query,
    search: (event) => {
      event.preventDefault();
      if (rangeProblem(range)) return;
      setQuery({ ...trimmed(filters), beginDate: range.begin, endDate: range.end, pageNo: 1, pageSize });
    },
    setPage: (pageNo) => setQuery((current) => ({ ...current, pageNo })),
  };
}
