import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import type { DownlineContract } from '@/features/agent-center/api/get-downline-detail';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import recordStyles from '@/components/record.module.css';
import styles from '@/features/agent-center/components/downline.module.css';

const CONTRACT_TONE: Record<DownlineContract['status'], StatusTone> = {
  offered: 'pending',
  active: 'success',
  rejected: 'danger',
  terminated: 'danger',
};

/** The contracts where the member is the downline: kind, rate, period, minimums, status. */
export function DownlineContracts({ contracts }: { contracts: DownlineContract[] }) {
  const { t } = useTranslation('agent');
  const clock = useBrandTime();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h5 id={titleId} className={styles.title}>
        {t('downline_contracts')}
      </h5>
      {contracts.length === 0 ? (
        <p className={styles.none}>{t('downline_no_contracts')}</p>
      ) : (
        <ul className={recordStyles.cards}>
          {contracts.map((contract) => (
            <li key={contract.id} className={recordStyles.card}>
              <div className={recordStyles.cardHead}>
                <strong>{t(`contract_kind_${contract.kind}`)}</strong>
                <StatusPill tone={CONTRACT_TONE[contract.status]} alignStart>
                  {t(`contract_status_${contract.status}`)}
                </StatusPill>
              </div>
              <dl className={recordStyles.cardFacts}>
                <dt>{t('contract_rate')}</dt>
                <dd>{`${contract.rate}%`}</dd>
                <dt>{t('contract_period')}</dt>
                <dd>{t(`contract_period_${contract.period}` as 'contract_period_D', { defaultValue: contract.period })}</dd>
                <dt>{t('contract_min_valid_bet')}</dt>
                <dd>{formatAmount(contract.minValidBet)}</dd>
                <dt>{t('contract_min_active')}</dt>
                <dd>{contract.minActiveMembers}</dd>
                <dt>{t('contract_upline')}</dt>
                <dd>{contract.upline ?? t('contract_platform')}</dd>
                <dt>{t('contract_since')}</dt>
                <dd>{clock.dateTime(contract.decidedAt ?? contract.createdAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
