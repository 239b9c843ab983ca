import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '@/lib/use-brand-time';
import type { ContractEvent } from '@/features/agent-reports/api/get-contracts';
import { useContractWording } from '@/features/agent-reports/hooks/use-contract-wording';
import recordStyles from '@/components/record.module.css';
import styles from '@/features/agent-reports/components/contracts.module.css';

/** Contract changes of mine and my downlines, newest first. */
export function ContractHistory({ events }: { events: readonly ContractEvent[] }) {
  const { t } = useTranslation('agentReports');
  const clock = useBrandTime();
  const wording = useContractWording();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('history_title')}
      </h3>
      {events.length === 0 ? (
        <p className={styles.note}>{t('history_empty')}</p>
      ) : (
        <div className={recordStyles.tableScroll}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('history_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_time', { ns: 'common' })}</th>
                <th scope="col">{t('col_event')}</th>
                <th scope="col">{t('col_by')}</th>
                <th scope="col">{t('contract_downline')}</th>
                <th scope="col" className={recordStyles.num}>
                  {t('contract_rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event, index) => (
                <tr key={`${event.contractId}:${event.event}:${event.at}:${index}`}>
                  <td>{clock.dateTime(event.at)}</td>
                  <td>{t(`event_${event.event}` as 'event_offered', { defaultValue: event.event })}</td>
                  <td>{wording.party(event.by)}</td>
                  <td>{event.downline}</td>
                  <td className={recordStyles.num}>{wording.rate(event.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
