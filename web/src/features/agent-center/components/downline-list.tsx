import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { useDownlines, type Downline, type DownlineQuery } from '@/features/agent-center/api/get-downlines';
import { DownlineStatus } from '@/features/agent-center/components/downline-status';
import { RecordError } from '@/components/record-error';
import { usePhone } from '@/lib/use-phone';
import { formatCount } from '@/features/agent-center/utils/format-count';
import { levelLabel, typeLabel } from '@/features/agent-center/utils/downline-labels';
import buttonStyles from '@/components/button.module.css';
import recordStyles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/downline.module.css';

interface DownlineListProps {
  query: DownlineQuery;
  onPage: (pageNo: number) => void;
  onOpen: (account: string) => void;
}

/** The team members the search found, newest registration first: a table, or cards on a phone. */
export function DownlineList({ query, onPage, onOpen }: DownlineListProps) {
  const { t } = useTranslation('agent');
  const clock = useBrandTime();
  const phone = usePhone();
  const { data, error, isValidating, mutate } = useDownlines(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('downlines_loading')} />;
  if (data.totalCount === 0) {
    const filtered = Boolean(query.keyword) || query.type !== 'all' || query.direct;
    return (
      <EmptyState title={filtered ? t('downlines_none_found') : t('downlines_empty')}>
        <p>{filtered ? t('downlines_none_found_text') : t('downlines_empty_text')}</p>
      </EmptyState>
    );
  }

  const open = (row: Downline) => (
    <button type="button" className={cx(buttonStyles.linkButton, styles.open)} onClick={() => onOpen(row.account)}>
      {row.account}
    </button>
  );

  return (
    <div className={recordStyles.results} aria-busy={isValidating || undefined}>
      <p className={recordStyles.count}>{t('downlines_count', { total: formatCount(data.totalCount) })}</p>
      {phone ? (
        <ul className={recordStyles.cards} aria-label={t('downlines_list')}>
          {data.list.map((row) => (
            <li key={row.account} className={recordStyles.card}>
              <div className={recordStyles.cardHead}>
                <span className={styles.name}>
                  {open(row)}
                  {row.nickname ? <small>{row.nickname}</small> : null}
                </span>
                <DownlineStatus status={row.status} alignStart />
              </div>
              <dl className={recordStyles.cardFacts}>
                <Fact label={t('col_type')} value={typeLabel(t, row.type)} />
                <Fact label={t('col_level')} value={levelLabel(t, row.level)} />
                <Fact label={t('col_balance')} value={formatAmount(row.balance)} />
                <Fact label={t('col_team_size')} value={formatCount(row.teamSize)} />
                <Fact label={t('col_registered')} value={clock.dateTime(row.registerDate)} />
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className={recordStyles.tableScroll}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('downlines_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_account')}</th>
                <th scope="col">{t('col_type')}</th>
                <th scope="col">{t('col_level')}</th>
                <th scope="col">{t('col_registered')}</th>
                <th scope="col" className={recordStyles.num}>
                  {t('col_balance')}
                </th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col" className={recordStyles.num}>
                  {t('col_team_size')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.account}>
                  <th scope="row">
                    <span className={styles.name}>
                      {open(row)}
                      {row.nickname ? <small>{row.nickname}</small> : null}
                    </span>
                  </th>
                  <td>{typeLabel(t, row.type)}</td>
                  <td>{levelLabel(t, row.level)}</td>
                  <td>{clock.dateTime(row.registerDate)}</td>
                  <td className={recordStyles.num}>{formatAmount(row.balance)}</td>
                  <td>
                    <DownlineStatus status={row.status} />
                  </td>
                  <td className={recordStyles.num}>{formatCount(row.teamSize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pageNo={data.pageNo} totalPages={data.totalPages} onPage={onPage} disabled={isValidating} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
