import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import styles from '@/components/captcha-field.module.css';
import { TextField } from '@/components/field';
import { RefreshIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { captchaSrc, useCaptcha } from '@/lib/captcha';
import { cx } from '@/lib/cx';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Login always needs it once shown; register follows the server's captcha rule. */
  required?: boolean;
  /** Bumped by the form after each failed attempt: the answer is used up, show a new picture. */
  round?: number;
}

/** A server captcha (after failed logins, or by the register rules): image, refresh and the answer. */
export function CaptchaField({ value, onChange, error, required = true, round = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const { data, error: loadError, isLoading, isValidating, refresh } = useCaptcha(true, round);
  return (
    <TextField
      label={t('captcha')}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="off"
      inputMode="numeric"
      maxLength={8}
      className={styles.input}
      addonEnd={
        <div className={styles.image}>
          {data && !isLoading ? (
            <img src={captchaSrc(data)} alt={t('captcha_image')} />
          ) : loadError && !isValidating ? (
            <span className={styles.failed} role="alert">
              {t('captcha_failed')}
            </span>
          ) : (
            <Spinner size="sm" />
          )}
          <button
            type="button"
            className={cx(buttonStyles.iconButton, buttonStyles.iconButtonSm)}
            onClick={refresh}
            disabled={isValidating}
            aria-label={t('captcha_refresh')}
          >
            <RefreshIcon size={16} />
          </button>
        </div>
      }
    />
  );
}
