import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import type { DownlineContract } from '@/features/agent-center/api/get-downline-detail';

/** The contracts where the member is the downline: kind, rate, period, minimums, status. */
export function DownlineContracts({ contracts }: { contracts: DownlineContract[] }) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h5 id={titleId} className="downline-detail__title">
        {t('downline_contracts')}
      </h5>
      {contracts.length === 0 ? (
        <p className="downline-detail__none">{t('downline_no_contracts')}</p>
      ) : (
        <ul className="record-cards">
          {contracts.map((contract) => (
            <li key={contract.id} className="record-card">
              <div className="record-card__head">
                <strong>{t(`contract_kind_${contract.kind}`)}</strong>
                <span className={`status status--${contract.status}`}>{t(`contract_status_${contract.status}`)}</span>
              </div>
              <dl className="record-card__facts">
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
                <dd>{formatDateTime(contract.decidedAt ?? contract.createdAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
