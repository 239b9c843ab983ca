import { useTranslation } from 'react-i18next';
import { BetCategoryFilter, BetRounds } from '@/components/bet-rounds';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { BET_RECORD_PAGE_SIZE } from '@/config/constants';
import { vendorNamer, type BetCategory, type BetRound } from '@/lib/bets';
import { useRecordQuery } from '@/lib/use-record-query';
import { useBetRecord, type BetRecordQuery } from '@/features/member-center/api/get-bet-record';
import recordStyles from '@/components/record.module.css';

/** Betting record (personalHistoryCopy): filters, rounds, totals and pages. */
export function BettingRecord({ categories = [] }: { categories?: readonly BetCategory[] }) {
  const { t } = useTranslation('member');
  // Days are the brand's (the market's zone), as the server counts them.
  const record = useRecordQuery({ gameType: '', vassalage: '' }, BET_RECORD_PAGE_SIZE);

  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={record.zone} range={record.range} onRange={record.setRange} onSearch={record.search}>
        <BetCategoryFilter
          categories={categories}
          value={record.filters}
          onChange={record.setFilters}
          vendorLabel={t('bet_vendor')}
          allVendorsLabel={t('bet_all_vendors')}
        />
      </RecordFilter>
      <BetResults query={record.query} onPage={record.setPage} vendorName={vendorNamer(categories)} />
    </div>
  );
}

interface BetResultsProps {
  query: BetRecordQuery;
  onPage: (pageNo: number) => void;
  vendorName: (vassalage: string) => string;
}

function BetResults({ query, onPage, vendorName }: BetResultsProps) {
  const { t } = useTranslation('member');
  const state = useBetRecord(query);
  const status = (round: BetRound) => t(`bet_status_${round.status}` as 'bet_status_settled', { defaultValue: round.status });

  return (
    <RecordResults
      state={state}
      loading={t('bet_loading')}
      empty={{ title: t('bet_empty'), text: t('bet_empty_text') }}
      count={(data) => t('bet_count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
    >
      {(data) => (
        <BetRounds
          rounds={data.list}
          totals={data.totals}
          label={t('bet_rounds')}
          vendorLabel={t('bet_vendor')}
          vendorName={vendorName}
          status={status}
        />
      )}
    </RecordResults>
  );
}
