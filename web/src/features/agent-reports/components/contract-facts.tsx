import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import type { Contract, ContractStatus } from '@/features/agent-reports/api/get-contracts';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  const wording = useContractWording();
  return <span className={`status status--${status}`}>{wording.status(status)}</span>;
}

/** A contract's terms: upline, rate, period, thresholds, status and dates. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agentReports');
  const wording = useContractWording();
  return (
    <dl className="record-card__facts">
      <dt>{t('contract_upline')}</dt>
      <dd>{wording.party(contract.upline)}</dd>
      <dt>{t('contract_rate')}</dt>
      <dd>{wording.rate(contract.rate)}</dd>
      <dt>{t('contract_period')}</dt>
      <dd>{wording.period(contract.period)}</dd>
      <dt>{t('contract_min_valid_bet')}</dt>
      <dd>{formatAmount(contract.minValidBet)}</dd>
      <dt>{t('contract_min_active')}</dt>
      <dd>{contract.minActiveMembers}</dd>
      <dt>{t('contract_status')}</dt>
      <dd>
        <ContractStatusChip status={contract.status} />
      </dd>
      <dt>{t('contract_created')}</dt>
      <dd>{formatDateTime(contract.createdAt)}</dd>
      {contract.decidedAt ? (
        <>
          <dt>{t('contract_decided')}</dt>
          <dd>{formatDateTime(contract.decidedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}
