import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { usePhone } from '@/lib/use-phone';
import type { Contract } from '@/features/agent-reports/api/get-contracts';
import { ContractStatusChip } from '@/features/agent-reports/components/contract-facts';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import recordStyles from '@/components/record.module.css';
import styles from '@/features/agent-reports/components/contracts.module.css';

interface OfferedContractsProps {
  contracts: readonly Contract[];
  onTerminate: (contract: Contract) => void;
  disabled: boolean;
}

/** The contracts I offered my downlines, newest first; an active one can be terminated. */
export function OfferedContracts({ contracts, onTerminate, disabled }: OfferedContractsProps) {
  const { t } = useTranslation('agentReports');
  const clock = useBrandTime();
  const wording = useContractWording();
  const phone = usePhone();
  const titleId = useId();
  const terminate = (contract: Contract) =>
    contract.status === 'active' ? (
      <Button
        variant="danger"
        size="sm"
        disabled={disabled}
        aria-label={t('terminate_with', { downline: contract.downline })}
        onClick={() => onTerminate(contract)}
      >
        {t('terminate')}
      </Button>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('offered_title')}
      </h3>
      {contracts.length === 0 ? (
        <p className={styles.note}>{t('offered_empty')}</p>
      ) : phone ? (
        <ul className={recordStyles.cards} aria-label={t('offered_title')}>
          {contracts.map((contract) => (
            <li key={contract.id} className={recordStyles.card}>
              <div className={recordStyles.cardHead}>
                <strong>{contract.downline}</strong>
                <ContractStatusChip status={contract.status} alignStart />
              </div>
              <dl className={recordStyles.cardFacts}>
                <dt>{t('contract_rate')}</dt>
                <dd>{wording.rate(contract.rate)}</dd>
                <dt>{t('contract_period')}</dt>
                <dd>{wording.period(contract.period)}</dd>
                <dt>{t('contract_min_valid_bet')}</dt>
                <dd>{formatAmount(contract.minValidBet)}</dd>
                <dt>{t('contract_min_active')}</dt>
                <dd>{contract.minActiveMembers}</dd>
                <dt>{t('contract_created')}</dt>
                <dd>{clock.dateTime(contract.createdAt)}</dd>
              </dl>
              {terminate(contract)}
            </li>
          ))}
        </ul>
      ) : (
        <div className={recordStyles.tableScroll}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('offered_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contract_downline')}</th>
                <th scope="col" className={recordStyles.num}>
                  {t('contract_rate')}
                </th>
                <th scope="col">{t('contract_period')}</th>
                <th scope="col" className={recordStyles.num}>
                  {t('contract_min_valid_bet')}
                </th>
                <th scope="col" className={recordStyles.num}>
                  {t('contract_min_active')}
                </th>
                <th scope="col">{t('contract_status')}</th>
                <th scope="col">{t('contract_created')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <th scope="row">{contract.downline}</th>
                  <td className={recordStyles.num}>{wording.rate(contract.rate)}</td>
                  <td>{wording.period(contract.period)}</td>
                  <td className={recordStyles.num}>{formatAmount(contract.minValidBet)}</td>
                  <td className={recordStyles.num}>{contract.minActiveMembers}</td>
                  <td>
                    <ContractStatusChip status={contract.status} />
                  </td>
                  <td>{clock.dateTime(contract.createdAt)}</td>
                  <td>{terminate(contract)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
