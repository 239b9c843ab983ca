import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import { MoonIcon, SunIcon } from '@/components/icons';
import { setTheme, useTheme } from '@/lib/theme';

/** Dark/light switch; the choice is kept in localStorage. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useTheme();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={buttonStyles.iconButton}
      onClick={() => setTheme(next)}
      aria-label={next === 'light' ? t('theme_light') : t('theme_dark')}
      title={next === 'light' ? t('theme_light') : t('theme_dark')}
    >
      {mode === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
