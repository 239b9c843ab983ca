import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { RecordError } from '@/components/record-error';
import { isApiError } from '@/lib/api-client';

/**
 * A report that failed: an account outside the team (agent.member.not.found) is an answer, not
 * a failure, so it reads as such; anything else is the error with a retry.
 */
export function ReportError({ error, account, onRetry }: { error: unknown; account: string; onRetry: () => void }) {
  const { t } = useTranslation('agentReports');
  if (isApiError(error) && error.errorCode === 'agent.member.not.found') {
    return (
      <EmptyState title={t('member_not_found_title')}>
        <p>{t('member_not_found', { account })}</p>
      </EmptyState>
    );
  }
  return <RecordError error={error} onRetry={onRetry} />;
}
