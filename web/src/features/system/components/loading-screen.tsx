import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import styles from '@/features/system/components/loading-screen.module.css';

/** Shown while the bootstrap loads: the brand is not known yet, so the mark is neutral. */
export function LoadingScreen() {
  const { t } = useTranslation('system');
  return (
    <div className={styles.loadingScreen}>
      <div className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72">
          <path
            d="M32 8c6 8 6 18 0 26-6-8-6-18 0-26Zm0 26c-9-2-16 1-22 8 8 3 16 1 22-8Zm0 0c9-2 16 1 22 8-8 3-16 1-22-8Z"
            fill="currentColor"
          />
        </svg>
      </div>
      <Spinner size="lg" label={t('loading')} />
      <p className={styles.text}>{t('loading')}</p>
    </div>
  );
}
