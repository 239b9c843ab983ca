import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import type { Contract, ContractStatus } from '@/features/agent-reports/api/get-contracts';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import recordStyles from '@/components/record.module.css';

const TONE: Record<ContractStatus, StatusTone> = { offered: 'pending', active: 'success', rejected: 'danger', terminated: 'danger' };

/** A contract's status as a small pill; `alignStart` in a card's head. */
export function ContractStatusChip({ status, alignStart = false }: { status: ContractStatus; alignStart?: boolean }) {
  const wording = useContractWording();
  return (
    <StatusPill tone={TONE[status]} alignStart={alignStart}>
      {wording.status(status)}
    </StatusPill>
  );
}

/** A contract's terms: upline, rate, period, thresholds, status and dates. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agentReports');
  const clock = useBrandTime();
  const wording = useContractWording();
  return (
    <dl className={recordStyles.cardFacts}>
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
      <dd>{clock.dateTime(contract.createdAt)}</dd>
      {contract.decidedAt ? (
        <>
          <dt>{t('contract_decided')}</dt>
          <dd>{clock.dateTime(contract.decidedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}
