import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import styles from '@/components/record.module.css';
import { Spinner } from '@/components/spinner';

/** What a record's request answers (SWR's response, the part shown here). */
export interface RecordState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

interface RecordResultsProps<T> {
  state: RecordState<T>;
  /** The spinner's label until the first answer. */
  loading: string;
  /** What the empty state says when there is nothing to show. */
  empty: { title: string; text: string };
  /** Nothing to show (default: no rows). */
  isEmpty?: (data: T) => boolean;
  /** "N records", above the rows. */
  count?: (data: T) => string;
  /** The page asked for and how to ask for another (the answer says how many there are). */
  paging?: { pageNo: number; onPage: (pageNo: number) => void };
  /** A failed request (default: the error and a retry). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  /** The rows (a table, or cards on a phone) and their totals. */
  children: (data: T) => ReactNode;
}

/**
 * A record's results: the error with a retry, a spinner until the first answer, the empty state,
 * else the count, the rows and the pages (busy while the next answer loads).
 */
export function RecordResults<T extends { list: readonly unknown[]; totalPages?: number }>(props: RecordResultsProps<T>) {
  const { state, loading, empty, isEmpty = (data: T) => data.list.length === 0, count, paging, renderError, children } = props;
  const { data, error, isLoading, isValidating, mutate } = state;
  const retry = () => void mutate();

  if (error) return renderError ? renderError(error, retry) : <RecordError error={error} onRetry={retry} />;
  if (!data) return <Spinner size="lg" label={loading} />;
  if (isEmpty(data)) {
    return (
      <EmptyState title={empty.title}>
        <p>{empty.text}</p>
      </EmptyState>
    );
  }
  const busy = isLoading || isValidating;

  return (
    <div className={styles.results} aria-busy={busy || undefined}>
      {count ? <p className={styles.count}>{count(data)}</p> : null}
      {children(data)}
      {paging ? <Pagination pageNo={paging.pageNo} totalPages={data.totalPages ?? 1} onPage={paging.onPage} disabled={busy} /> : null}
    </div>
  );
}
