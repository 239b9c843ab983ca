import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { useDownlineDetail, type DownlineDetail } from '@/features/agent-center/api/get-downline-detail';
import { DownlineContracts } from '@/features/agent-center/components/downline-contracts';
import { DownlineStatus } from '@/features/agent-center/components/downline-status';
import { DownlineTransferForm } from '@/features/agent-center/components/downline-transfer-form';
import { RecordError } from '@/components/record-error';
import { formatCount } from '@/features/agent-center/utils/format-count';
import { levelLabel, typeLabel } from '@/features/agent-center/utils/downline-labels';
import recordStyles from '@/components/record.module.css';
import summary from '@/components/wallet-summary.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/downline.module.css';
import figures from '@/features/agent-center/components/team-figures.module.css';

const FIGURES = [
  ['betAmount', 'fig_bets'],
  ['validBet', 'fig_valid_bets'],
  ['winAmount', 'fig_wins'],
  ['profit', 'fig_profit'],
  ['deposits', 'fig_deposits'],
  ['withdrawals', 'fig_withdrawals'],
] as const;

/** One team member: balance, status, who they are, the last 30 days, contracts, and a transfer to them. */
export function DownlineDetailView({ account, onBack }: { account: string; onBack: () => void }) {
  const { t } = useTranslation('agent');
  const { data, error, mutate } = useDownlineDetail(account);
  return (
    <section className={styles.detail} aria-label={t('downline_detail', { account })}>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back_to_team')}
        </Button>
      </div>
      {error ? (
        <RecordError error={error} onRetry={() => void mutate()} />
      ) : data ? (
        <DownlineFacts detail={data} />
      ) : (
        <Spinner size="lg" label={t('downline_loading')} />
      )}
    </section>
  );
}

function DownlineFacts({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation('agent');
  const clock = useBrandTime();
  const [transferring, setTransferring] = useState(false);
  const figuresId = useId();
  const rows: [string, string][] = [
    [t('col_type'), typeLabel(t, detail.type)],
    [t('col_level'), levelLabel(t, detail.level)],
    [t('col_upline'), detail.upline],
    [t('col_team_size'), formatCount(detail.teamSize)],
    [t('col_registered'), clock.dateTime(detail.registerDate)],
    [t('col_last_login'), detail.lastLoginAt ? clock.dateTime(detail.lastLoginAt) : t('never')],
    [t('col_mobile'), detail.mobile || t('none')],
    [t('col_email'), detail.email || t('none')],
  ];
  return (
    <>
      <div className={styles.head}>
        <h4>
          {detail.account}
          {detail.nickname ? <small>{detail.nickname}</small> : null}
        </h4>
        <DownlineStatus status={detail.status} />
      </div>
      <div className={summary.summary}>
        <div>
          <span className={summary.label}>{t('col_balance')}</span>
          <strong className={summary.total} data-testid="downline-balance">
            <bdi dir="ltr">{formatAmount(detail.balance)}</bdi>
          </strong>
          <span className={summary.frozen}>{t('frozen_balance', { amount: formatAmount(detail.frozenBalance) })}</span>
        </div>
        <div className={summary.actions}>
          <Button onClick={() => setTransferring(true)} disabled={transferring} aria-expanded={transferring}>
            {t('transfer')}
          </Button>
        </div>
      </div>
      {transferring ? <DownlineTransferForm account={detail.account} onClose={() => setTransferring(false)} /> : null}
      <dl className={cx(recordStyles.cardFacts, styles.facts)} aria-label={t('downline_profile')}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={figuresId}>
        <h5 id={figuresId} className={styles.title}>
          {t('downline_figures')}
        </h5>
        <dl className={cx(figures.figures, figures.compact)}>
          {FIGURES.map(([field, label]) => (
            <div key={field} className={figures.tile}>
              <dt>{t(label)}</dt>
              <dd>
                <span className={figures.value}>
                  {field === 'profit' ? <SignedAmount value={detail.figures.profit} plus /> : formatAmount(detail.figures[field])}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <DownlineContracts contracts={detail.contracts} />
    </>
  );
}
