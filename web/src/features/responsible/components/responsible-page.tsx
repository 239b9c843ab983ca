import { useTranslation } from 'react-i18next';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { useResponsible } from '@/features/responsible/api/get-responsible';
import { BreakSection } from '@/features/responsible/components/break-section';
import { ExportSection } from '@/features/responsible/components/export-section';
import { LimitsSection } from '@/features/responsible/components/limits-section';
import { RealitySection, SessionSection } from '@/features/responsible/components/session-section';
import styles from '@/features/responsible/components/responsible.module.css';

/**
 * Responsible gaming (responsibleGaming): the member's deposit, loss and wager limits, the
 * session time, the reality check, a time-out or self-exclusion, and the history as CSV. The
 * platform enforces every one of them; this page sets them and shows where they stand.
 */
export function ResponsiblePage() {
  const { t } = useTranslation('responsible');
  const state = useResponsible();
  if (state.error) return <RecordError error={state.error} onRetry={() => void state.mutate()} />;
  if (!state.data) return <Spinner size="lg" label={t('loading')} />;
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('lead')}</p>
      <LimitsSection state={state.data} />
      <SessionSection state={state.data} />
      <RealitySection state={state.data} />
      <BreakSection />
      <ExportSection />
    </div>
  );
}
