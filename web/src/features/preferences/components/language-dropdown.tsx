import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { ChevronDownIcon } from '@/components/icons';
import { LazyImage } from '@/components/lazy-image';
import { getRequestLanguage } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { brokenImage, flagImage } from '@/lib/images';
import { useChangeLanguage } from '@/features/preferences/api/update-language';
import '@/assets/language-names/language-names.css';
import styles from '@/features/preferences/components/language-dropdown.module.css';

/** The brand's languages with their flags; choosing one switches the whole site. */
export function LanguageDropdown({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const { brand, imageCdn } = useBoot();
  const { change } = useChangeLanguage();
  const code = getRequestLanguage();
  const current =
    brand.languages.find((lang) => lang.code === code) ??
    brand.languages.find((lang) => lang.locale === i18n.language) ??
    brand.languages[0];
  if (!current) return null;

  const flag = (f: string) => (
    <LazyImage className={styles.flag} src={flagImage(imageCdn, f)} fallbackSrc={brokenImage(imageCdn)} width={20} height={14} />
  );

  return (
    <Dropdown
      buttonClassName={styles.chip}
      // Beyond a handful of languages the menu becomes a scrolling grid of columns.
      menuClassName={brand.languages.length > 8 ? styles.grid : undefined}
      ariaLabel={t('language_choose', { language: current.label })}
      menuLabel={t('language')}
      label={
        <>
          {flag(current.flag)}
          {compact ? null : <span>{current.label}</span>}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {(close) =>
        brand.languages.map((lang) => (
          <button
            key={lang.code}
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            className={cx(styles.item, lang.code === current.code && styles.isActive)}
            aria-checked={lang.code === current.code}
            lang={lang.locale}
            onClick={() => {
              close();
              if (lang.code !== current.code) void change(lang).catch(() => undefined);
            }}
          >
            {flag(lang.flag)}
            <span className={styles.name}>{lang.label}</span>
          </button>
        ))
      }
    </Dropdown>
  );
}
