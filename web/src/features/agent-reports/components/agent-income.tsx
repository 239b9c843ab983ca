import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/field';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { Spinner } from '@/components/spinner';
import { TotalsCard } from '@/components/totals-card';
import { formatAmount } from '@/lib/format';
import { useRecordQuery } from '@/lib/use-record-query';
import { AGENT_REVENUE_PAGE_SIZE, useAgentRevenue, type AgentRevenueQuery } from '@/features/agent-reports/api/get-agent-revenue';
import { RevenueTable } from '@/features/agent-reports/components/revenue-table';
import { CONTRACT_KINDS, type ContractKind } from '@/features/agent-reports/utils/contract-kinds';
import recordStyles from '@/components/record.module.css';

/** My income (the agent revenue report): what the agent's contracts paid, by kind, with totals. */
export function AgentIncome() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <AgentIncomePage />
    </Suspense>
  );
}

function AgentIncomePage() {
  const { t } = useTranslation('agentReports');
  // Payments come per period (a day, a week...): the last 7 days at first, so there is something to see.
  const report = useRecordQuery<{ kind: ContractKind | '' }>({ kind: '' }, AGENT_REVENUE_PAGE_SIZE, 'last7');
  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <SelectField
          label={t('income_kind')}
          value={report.filters.kind}
          onChange={(event) => report.setFilter('kind', event.target.value as ContractKind | '')}
        >
          <option value="">{t('income_all_kinds')}</option>
          {CONTRACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind_${kind}`)}
            </option>
          ))}
        </SelectField>
      </RecordFilter>
      <IncomeResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function IncomeResults({ query, onPage }: { query: AgentRevenueQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const state = useAgentRevenue(query);

  return (
    <RecordResults
      state={state}
      loading={t('income_loading')}
      empty={{ title: t('income_empty'), text: t('income_empty_text') }}
      count={(data) => t('count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
    >
      {(data) => (
        <>
          <RevenueTable rows={data.list} label={t('income_list')} />
          <TotalsCard
            testId="income-totals"
            aside={<span>{formatAmount(data.totals.total)}</span>}
            facts={CONTRACT_KINDS.map((kind) => ({ label: t(`kind_${kind}`), value: formatAmount(data.totals[kind]) }))}
          />
        </>
      )}
    </RecordResults>
  );
}
