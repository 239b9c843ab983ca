import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { ChevronDownIcon } from '@/components/icons';
import { LazyImage } from '@/components/lazy-image';
import { getRequestLanguage } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { brokenImage, flagImage } from '@/lib/images';
import { useChangeLanguage } from '@/features/preferences/api/update-language';

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
    <LazyImage className="flag" src={flagImage(imageCdn, f)} fallbackSrc={brokenImage(imageCdn)} width={20} height={14} />
  );

  return (
    <Dropdown
      className="language-dropdown"
      buttonClassName="header-chip"
      ariaLabel={t('language_choose', { language: current.label })}
      label={
        <>
          {flag(current.flag)}
          {compact ? null : <span className="header-chip__text">{current.label}</span>}
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {(close) => (
        <ul className="menu" aria-label={t('language')}>
          {brand.languages.map((lang) => (
            <li key={lang.code}>
              <button
                type="button"
                className={`menu__item${lang.code === current.code ? ' is-active' : ''}`}
                aria-current={lang.code === current.code}
                lang={lang.locale}
                onClick={() => {
                  close();
                  if (lang.code !== current.code) void change(lang).catch(() => undefined);
                }}
              >
                {flag(lang.flag)}
                <span>{lang.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
