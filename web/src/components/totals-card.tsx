import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <div className="record-card record-card--totals" data-testid={testId}>
      <div className="record-card__head">
        <strong>{t('total')}</strong>
        {aside}
      </div>
      <dl className="record-card__facts">
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
