import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordResults } from '@/components/record-results';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { formatZonedTime } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { REFERRAL_PAGE_SIZE, useReferralList, type Invitee, type InviteeStatus } from '@/features/referral/api/get-referral-list';
import styles from '@/features/referral/components/referral.module.css';

const TONE: Record<InviteeStatus, StatusTone> = {
  PENDING: 'pending',
  QUALIFIED: 'neutral',
  REWARDED: 'success',
  EXPIRED: 'danger',
};

/** The friends who registered with the member's code, a page at a time: a table, or cards on a phone. */
export function InviteeList() {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const zone = useBrandTimeZone();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const state = useReferralList({ pageNo, pageSize: REFERRAL_PAGE_SIZE });

  const status = (invitee: Invitee) => (
    <StatusPill tone={TONE[invitee.status]} alignStart>
      {t(`status_${invitee.status}`)}
    </StatusPill>
  );
  const account: RecordColumn<Invitee> = { key: 'account', label: t('col_account'), cell: (invitee) => invitee.account, rowHeader: true };
  const registered: RecordColumn<Invitee> = { key: 'registered', label: t('col_registered'), cell: (invitee) => invitee.registeredTime };
  const firstDeposit: RecordColumn<Invitee> = {
    key: 'deposit',
    label: t('col_first_deposit'),
    cell: (invitee) =>
      invitee.firstDepositAmount && invitee.firstDepositAt ? (
        <span className={styles.deposit}>
          <span>{money(invitee.firstDepositAmount)}</span>
          <span className={styles.muted}>{formatZonedTime(invitee.firstDepositAt, zone)}</span>
        </span>
      ) : (
        <span className={styles.muted}>{t('no_deposit')}</span>
      ),
  };
  const statusColumn: RecordColumn<Invitee> = { key: 'status', label: t('col_status'), cell: status };
  const reward: RecordColumn<Invitee> = {
    key: 'reward',
    label: t('col_reward'),
    cell: (invitee) => (invitee.reward ? money(invitee.reward) : <span className={styles.muted}>{t('no_reward')}</span>),
    num: true,
  };

  return (
    <section className={styles.invitees} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('invitees_heading')}
      </h4>
      <RecordResults
        state={state}
        loading={t('invitees_loading')}
        empty={{ title: t('invitees_empty'), text: t('invitees_empty_text') }}
        count={(data) => t('invitees_count', { count: data.totalCount })}
        paging={{ pageNo, onPage: setPageNo }}
      >
        {(data) => (
          <RecordRows
            rows={data.list}
            rowKey={(invitee) => `${invitee.account}:${invitee.registeredAt}`}
            label={t('invitees_heading')}
            columns={[account, registered, firstDeposit, statusColumn, reward]}
            card={{
              title: (invitee) => invitee.account,
              aside: status,
              facts: [registered, firstDeposit, { ...reward, num: false }],
            }}
          />
        )}
      </RecordResults>
    </section>
  );
}
