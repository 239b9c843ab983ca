import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import styles from '@/components/record.module.css';
import { errorMessage } from '@/lib/error-message';

/** A failed load: the error's wording (from the one place that words errors) and a retry. */
export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.error}>
      <Alert>{errorMessage(error)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
