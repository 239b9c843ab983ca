import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { Contract } from '@/features/agent-reports/api/get-contracts';
import { ContractFacts } from '@/features/agent-reports/components/contract-facts';
import recordStyles from '@/components/record.module.css';
import fieldStyles from '@/components/field.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-reports/components/contracts.module.css';

interface MyContractProps {
  /** An offer awaiting my answer, else my active contract (the GET's `mine`). */
  mine: Contract | null;
  /** My active contract (the GET's `current`), shown beside an offer. */
  current: Contract | null | undefined;
  /** Which action is on its way, if any. */
  busy: 'accept' | 'reject' | null;
  onAccept: (contract: Contract) => void;
  onReject: (contract: Contract) => void;
  onTerminate: (contract: Contract) => void;
}

/** My contracts with my upline: accept or reject an offer, terminate the active one. */
export function MyContract({ mine, current, busy, onAccept, onReject, onTerminate }: MyContractProps) {
  const { t } = useTranslation('agentReports');
  const titleId = useId();
  const offer = mine?.status === 'offered' ? mine : null;
  const active = current ?? (mine?.status === 'active' ? mine : null);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('mine_title')}
      </h3>
      {offer ? (
        <div className={recordStyles.card} role="group" aria-label={t('mine_offer')}>
          <p className={styles.note}>{t('mine_offered_note')}</p>
          {active ? <p className={styles.note}>{t('mine_replaces_note')}</p> : null}
          <ContractFacts contract={offer} />
          <div className={cx(fieldStyles.formActions, styles.actions)}>
            <Button onClick={() => onAccept(offer)} loading={busy === 'accept'} disabled={busy !== null}>
              {t('accept')}
            </Button>
            <Button variant="secondary" onClick={() => onReject(offer)} loading={busy === 'reject'} disabled={busy !== null}>
              {t('reject')}
            </Button>
          </div>
        </div>
      ) : null}
      {active ? (
        <div className={recordStyles.card} role="group" aria-label={t('mine_current')}>
          <ContractFacts contract={active} />
          <div className={cx(fieldStyles.formActions, styles.actions)}>
            <Button variant="danger" onClick={() => onTerminate(active)} disabled={busy !== null}>
              {t('terminate')}
            </Button>
          </div>
        </div>
      ) : null}
      {!offer && !active ? <p className={styles.note}>{t('mine_none')}</p> : null}
    </section>
  );
}
