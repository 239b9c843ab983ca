import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import { ProgressBar } from '@/components/progress-bar';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { useRecordQuery } from '@/lib/use-record-query';
import {
  BONUS_DETAILS_PAGE_SIZE,
  useBonusDetails,
  type BonusDetailsQuery,
  type BonusPayment,
} from '@/features/statements/api/get-bonus-details';
import recordStyles from '@/components/record.module.css';
import styles from '@/features/statements/components/bonus-details.module.css';
import { cx } from '@/lib/cx';

/** Bonus details (bonusDetails): the bonuses paid in the range, and their total. */
export function BonusDetails() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <BonusDetailsPage />
    </Suspense>
  );
}

function BonusDetailsPage() {
  const record = useRecordQuery({}, BONUS_DETAILS_PAGE_SIZE);
  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={record.zone} range={record.range} onRange={record.setRange} onSearch={record.search} />
      <BonusResults query={record.query} onPage={record.setPage} />
    </div>
  );
}

function BonusResults({ query, onPage }: { query: BonusDetailsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('statements');
  const state = useBonusDetails(query);
  const clock = useBrandTime();
  const type = (bonus: BonusPayment) =>
    t(`bonus_type_${bonus.type}` as 'bonus_type_OTHER', { defaultValue: t('bonus_type_OTHER') });
  const time: RecordColumn<BonusPayment> = {
    key: 'time',
    label: t('col_time', { ns: 'common' }),
    heading: t('col_time_zoned', { ns: 'common', zone: clock.label }),
    cell: (bonus) => clock.dateTime(bonus.time),
  };
  const status: RecordColumn<BonusPayment> = {
    key: 'status',
    label: t('col_status', { ns: 'common' }),
    cell: (bonus) => t(`bonus_status_${bonus.status}` as 'bonus_status_ISSUED', { defaultValue: bonus.status }),
  };
  const kind: RecordColumn<BonusPayment> = { key: 'type', label: t('col_type', { ns: 'common' }), cell: type };
  const rollover: RecordColumn<BonusPayment> = {
    key: 'rollover',
    label: t('bonus_col_rollover'),
    cell: (bonus) => <Rollover bonus={bonus} />,
  };
  const columns: RecordColumn<BonusPayment>[] = [
    time,
    {
      key: 'bonus',
      label: t('bonus_col_bonus'),
      cell: (bonus) => (
        <span className={styles.bonus}>
          <span>{bonus.title}</span>
          <span className={styles.kind}>{type(bonus)}</span>
        </span>
      ),
    },
    { key: 'amount', label: t('col_amount', { ns: 'common' }), cell: (bonus) => formatAmount(bonus.amount), num: true },
    rollover,
    status,
  ];

  return (
    <RecordResults
      state={state}
      loading={t('bonus_loading')}
      empty={{ title: t('bonus_empty'), text: t('bonus_empty_text') }}
      count={(data) => t('bonus_count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
    >
      {(data) => (
        <RecordRows
          rows={data.list}
          rowKey={(bonus) => bonus.id}
          label={t('bonus_list')}
          columns={columns}
          card={{
            title: (bonus) => bonus.title,
            aside: (bonus) => <span className={recordStyles.num}>{formatAmount(bonus.amount)}</span>,
            facts: [time, kind, rollover, status],
          }}
          totals={{
            testId: 'bonus-total',
            row: (
              <>
                <th scope="row" colSpan={2}>
                  {t('bonus_total')}
                </th>
                <td className={recordStyles.num}>{formatAmount(data.total)}</td>
                <td colSpan={2} />
              </>
            ),
            card: (
              <div className={cx(recordStyles.card, recordStyles.cardTotals)} data-testid="bonus-total">
                <dl className={recordStyles.cardFacts}>
                  <dt>{t('bonus_total')}</dt>
                  <dd>{formatAmount(data.total)}</dd>
                </dl>
              </div>
            ),
          }}
        />
      )}
    </RecordResults>
  );
}

/** The valid bets a bonus asks for before a withdrawal: how far along, and whether it is met. */
function Rollover({ bonus }: { bonus: BonusPayment }) {
  const { t } = useTranslation('statements');
  const { required, achieved, state } = bonus.rollover;
  if (state === 'NONE') return <span className={styles.muted}>{t('bonus_rollover_NONE')}</span>;
  const value = t('bonus_rollover_value', { achieved: formatAmount(achieved), required: formatAmount(required) });
  return (
    <span className={styles.rollover}>
      <ProgressBar current={achieved} target={required} label={t('bonus_rollover_of', { title: bonus.title })} valueText={value} />
      <span className={styles.figures}>
        <span>{value}</span>
        <span className={state === 'MET' ? styles.met : styles.muted}>{t(`bonus_rollover_${state}`)}</span>
      </span>
    </span>
  );
}
