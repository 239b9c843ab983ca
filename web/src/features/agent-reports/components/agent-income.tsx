import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/field';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/format';
import {
  AGENT_REVENUE_PAGE_SIZE,
  useAgentRevenue,
  type AgentRevenueQuery,
  type RevenueTotals,
} from '@/features/agent-reports/api/get-agent-revenue';
import { ReportFilter } from '@/features/agent-reports/components/report-filter';
import { RevenueTable } from '@/features/agent-reports/components/revenue-table';
import { useReportQuery } from '@/features/agent-reports/hooks/use-report-query';
import { CONTRACT_KINDS, type ContractKind } from '@/features/agent-reports/utils/contract-kinds';

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
  const report = useReportQuery<{ kind: ContractKind | '' }>({ kind: '' }, AGENT_REVENUE_PAGE_SIZE, 'last7');
  return (
    <div className="record">
      <ReportFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
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
      </ReportFilter>
      <IncomeResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function IncomeResults({ query, onPage }: { query: AgentRevenueQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const { data, error, isLoading, isValidating, mutate } = useAgentRevenue(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('income_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('income_empty')}>
        <p>{t('income_empty_text')}</p>
      </EmptyState>
    );
  }
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('count', { count: data.totalCount })}</p>
      <RevenueTable rows={data.list} label={t('income_list')} />
      <IncomeTotalsCard totals={data.totals} />
      <Pagination pageNo={query.pageNo} totalPages={data.totalPages} onPage={onPage} disabled={busy} />
    </div>
  );
}

function IncomeTotalsCard({ totals }: { totals: RevenueTotals }) {
  const { t } = useTranslation('agentReports');
  return (
    <div className="record-card record-card--totals" data-testid="income-totals">
      <div className="record-card__head">
        <strong>{t('total', { ns: 'common' })}</strong>
        <span>{formatAmount(totals.total)}</span>
      </div>
      <dl className="record-card__facts">
        {CONTRACT_KINDS.map((kind) => (
          <Fact key={kind} label={t(`kind_${kind}`)} value={formatAmount(totals[kind])} />
        ))}
      </dl>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
