import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/icons';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useBalance } from '@/features/balance/api/get-balance';
import { useBalanceVisibility } from '@/features/balance/hooks/use-balance-visibility';
import styles from '@/features/balance/components/balance-display.module.css';

/** Header balance: currency symbol, amount, refresh control and hide/show toggle. */
export function BalanceDisplay() {
  const { t } = useTranslation('shell');
  const { brand } = useBoot();
  const { data, error, mutate } = useBalance();
  const [hidden, toggleHidden] = useBalanceVisibility();
  const [refreshing, setRefreshing] = useState(false);

  const symbol = data?.currencySymbol || brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const refresh = async () => {
    setRefreshing(true);
    try {
      await mutate();
    } catch {
      /* the error is shown below */
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className={styles.balance} aria-live="polite">
      <span className={styles.label}>{t('balance')}</span>
      <span className={styles.value} data-testid="balance-amount">
        {refreshing ? (
          t('balance_loading')
        ) : (
          <>
            {/* The symbol stays before the number in right-to-left languages too. */}
            <bdi dir="ltr">
              <span>{symbol}</span> {hidden ? '***' : formatAmount(data?.sumBalance ?? '0')}
            </bdi>
          </>
        )}
      </span>
      <button
        type="button"
        className={cx(buttonStyles.iconButton, buttonStyles.iconButtonSm)}
        onClick={() => void refresh()}
        disabled={refreshing}
        aria-label={t('balance_refresh')}
        title={t('balance_refresh')}
      >
        <RefreshIcon size={16} className={refreshing ? styles.spin : undefined} />
      </button>
      <button
        type="button"
        className={cx(buttonStyles.iconButton, buttonStyles.iconButtonSm)}
        onClick={toggleHidden}
        aria-pressed={hidden}
        aria-label={hidden ? t('balance_show') : t('balance_hide')}
      >
        {hidden ? <EyeIcon size={16} /> : <EyeOffIcon size={16} />}
      </button>
      {error && !refreshing ? (
        <p className={styles.error} role="alert">
          {t('balance_error', { message: errorMessage(error) })}
        </p>
      ) : null}
    </div>
  );
}
