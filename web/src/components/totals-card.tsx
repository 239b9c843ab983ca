import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/record.module.css';

export interface TotalsFact {
  label: string;
  value: ReactNode;
}

interface TotalsCardProps {
  /** Label and value, in order. */
  facts: readonly TotalsFact[];
  /** Beside "Total" in the card's head (the grand total, when there is one). */
  aside?: ReactNode;
  testId?: string;
}

/** The totals of every matching row (all pages) as a card: "Total", then each figure. */
export function TotalsCard({ facts, aside, testId }: TotalsCardProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.card} ${styles.cardTotals}`} data-testid={testId}>
      <div className={styles.cardHead}>
        <strong>{t('total')}</strong>
        {aside}
      </div>
      <dl className={styles.cardFacts}>
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
