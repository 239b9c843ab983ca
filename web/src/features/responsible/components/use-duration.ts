import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes as the site language says a length of time: "1 hour, 30 minutes", "1 giờ, 30 phút". */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [...(hours > 0 ? [unit(hours, 'hour')] : []), ...(rest > 0 || hours === 0 ? [unit(rest, 'minute')] : [])];
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

/** formatDuration in the site's language. */
export function useDuration(): (minutes: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((minutes: number) => formatDuration(minutes, locale), [locale]);
}
