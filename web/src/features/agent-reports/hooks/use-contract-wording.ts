import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '@/features/agent-reports/api/get-contracts';
import { formatRate } from '@/features/agent-reports/utils/rate';

/** The wording of a contract's period, rate, status and counterpart (shared by the contract parts). */
export function useContractWording() {
  const { t } = useTranslation('agentReports');
  return {
    period: (period: string) => t(`period_${period}` as 'period_D', { defaultValue: period }),
    rate: (rate: string) => t('rate_value', { rate: formatRate(rate) }),
    status: (status: ContractStatus | string) => t(`status_${status}` as 'status_active', { defaultValue: status }),
    /** An account, or the platform when there is none (a top agent's upline). */
    party: (account: string | null) => account ?? t('contract_platform'),
  };
}
