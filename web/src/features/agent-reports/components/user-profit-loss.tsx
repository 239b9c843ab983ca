import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import {
  TEAM_PROFIT_PAGE_SIZE,
  useTeamProfitLoss,
  type TeamProfitFigures,
  type TeamProfitQuery,
} from '@/features/agent-reports/api/get-team-profit-loss';
import { AccountFilter, ReportFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import { useReportQuery } from '@/features/agent-reports/hooks/use-report-query';

/** Figures after the account and level, in order; profit is the signed one. */
const COLUMNS = [
  ['betAmount', 'col_bet'],
  ['validBet', 'col_valid'],
  ['winAmount', 'col_win'],
  ['profit', 'col_profit'],
  ['bonus', 'col_bonus'],
  ['deposit', 'col_deposit'],
  ['withdraw', 'col_withdraw'],
] as const satisfies readonly (readonly [keyof TeamProfitFigures, string])[];

function Figure({ figures, field }: { figures: TeamProfitFigures; field: keyof TeamProfitFigures }) {
  return field === 'profit' ? <SignedAmount value={figures.profit} /> : <>{formatAmount(figures[field])}</>;
}

/** User profit and loss: one row per team member with activity in the range, and the totals. */
export function UserProfitLoss() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <UserProfitLossPage />
    </Suspense>
  );
}

function UserProfitLossPage() {
  const report = useReportQuery({ account: '' }, TEAM_PROFIT_PAGE_SIZE);
  return (
    <div className="record">
      <ReportFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={report.filters.account} onChange={(value) => report.setFilter('account', value)} />
      </ReportFilter>
      <ProfitResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function ProfitResults({ query, onPage }: { query: TeamProfitQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const phone = usePhone();
  const { data, error, isLoading, isValidating, mutate } = useTeamProfitLoss(query);

  if (error) return <ReportError error={error} account={query.account} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('pl_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('pl_empty')}>
        <p>{t('pl_empty_text')}</p>
      </EmptyState>
    );
  }
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('members_count', { count: data.totalCount })}</p>
      {phone ? (
        <>
          <ul className="record-cards" aria-label={t('pl_list')}>
            {data.list.map((row) => (
              <li key={row.account} className="record-card">
                <div className="record-card__head">
                  <strong>{row.account}</strong>
                  <span>{t('level_n', { level: row.level })}</span>
                </div>
                <dl className="record-card__facts">
                  {COLUMNS.map(([field, label]) => (
                    <FigureFact key={field} label={t(label)} figures={row} field={field} />
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="record-card record-card--totals" data-testid="team-profit-totals">
            <div className="record-card__head">
              <strong>{t('total', { ns: 'common' })}</strong>
            </div>
            <dl className="record-card__facts">
              {COLUMNS.map(([field, label]) => (
                <FigureFact key={field} label={t(label)} figures={data.totals} field={field} />
              ))}
            </dl>
          </div>
        </>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('pl_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_account')}</th>
                <th scope="col" className="num">
                  {t('col_level')}
                </th>
                {COLUMNS.map(([field, label]) => (
                  <th key={field} scope="col" className="num">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.account}>
                  <th scope="row">{row.account}</th>
                  <td className="num">{row.level}</td>
                  {COLUMNS.map(([field]) => (
                    <td key={field} className="num">
                      <Figure figures={row} field={field} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="record-table__totals" data-testid="team-profit-totals">
                <th scope="row" colSpan={2}>
                  {t('total', { ns: 'common' })}
                </th>
                {COLUMNS.map(([field]) => (
                  <td key={field} className="num">
                    <Figure figures={data.totals} field={field} />
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <Pagination pageNo={query.pageNo} totalPages={data.totalPages} onPage={onPage} disabled={busy} />
    </div>
  );
}

function FigureFact({ label, figures, field }: { label: string; figures: TeamProfitFigures; field: keyof TeamProfitFigures }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Figure figures={figures} field={field} />
      </dd>
    </>
  );
}
