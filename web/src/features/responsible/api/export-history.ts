import { RECORD_MAX_DAYS } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { shiftDay, type DateRange } from '@/lib/date-range';
import { withQuery } from '@/lib/query-string';
import type { ApiValue } from '@/types/api';

const betRecordRelay = '/wps/relay/ODSFE2_getBetRecord';
const transactionsRelay = '/wps/relay/ODSFE2_MemTransDet';

export type BetRow = ApiValue<typeof betRecordRelay>['list'][number];
export type TransactionRow = ApiValue<typeof transactionsRelay>['list'][number];
export type HistoryKind = 'bets' | 'transactions';

/** The biggest page the records give. */
export const EXPORT_PAGE_SIZE = 100;
/** A file holds at most this many records: a longer history is downloaded in shorter ranges. */
export const EXPORT_MAX_ROWS = 20_000;

/** Thrown when a range holds more than EXPORT_MAX_ROWS records (nothing is downloaded). */
export class ExportTooLarge extends Error {
  constructor(readonly count: number) {
    super(`the range holds ${count} records`);
    this.name = 'ExportTooLarge';
  }
}

/**
 * A range of any length as the records take it: parts of at most RECORD_MAX_DAYS days, the
 * newest first, so that the file reads newest first as the record pages do.
 */
export function rangeParts(range: DateRange, maxDays = RECORD_MAX_DAYS): DateRange[] {
  const parts: DateRange[] = [];
  let end = range.end;
  while (end >= range.begin) {
    const earliest = shiftDay(end, -(maxDays - 1));
    const begin = earliest > range.begin ? earliest : range.begin;
    parts.push({ begin, end });
    end = shiftDay(begin, -1);
  }
  return parts;
}

interface Page<T> {
  list: T[];
  totalPages: number;
  totalCount: number;
}

async function readAll<T>(
  relay: string,
  range: DateRange,
  extra: Record<string, string>,
  onProgress: (rows: number) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  let counted = 0;
  for (const part of rangeParts(range)) {
    for (let pageNo = 1; ; pageNo += 1) {
      const query = { beginDate: part.begin, endDate: part.end, ...extra, pageNo, pageSize: EXPORT_PAGE_SIZE };
      const page = await apiRequest<Page<T>>(withQuery(relay, query), { signal });
      if (pageNo === 1) {
        // Known before the rows are read: refuse at once rather than after minutes of pages.
        counted += page.totalCount;
        if (counted > EXPORT_MAX_ROWS) throw new ExportTooLarge(counted);
      }
      rows.push(...page.list);
      onProgress(rows.length);
      if (pageNo >= page.totalPages || page.list.length === 0) break;
    }
  }
  return rows;
}

/** Every round of the betting record in the range, newest first. */
export const readBets = (range: DateRange, onProgress: (rows: number) => void, signal?: AbortSignal) =>
  readAll<BetRow>(betRecordRelay, range, {}, onProgress, signal);

/** Every money movement of the account record in the range (points apart), newest first. */
export const readTransactions = (range: DateRange, onProgress: (rows: number) => void, signal?: AbortSignal) =>
  readAll<TransactionRow>(transactionsRelay, range, { type: 'ALL' }, onProgress, signal);
