import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '@/lib/bootstrap';
import { formatDate, formatDateTime, formatTime, formatZonedTime, zoneLabel } from '@/lib/format';

/** The brand's time zone (brand file; the server counts its days there), UTC when unset. */
export function useBrandTimeZone(): string {
  return useBoot().brand.timeZone ?? 'UTC';
}

/** Each writes the site language's way (lib/format.ts): 24/11/2026 14:05:09 in Vietnamese. Never for the API. */
export interface BrandTime {
  zone: string;
  /** Date and time with seconds. */
  dateTime: (epochMs: number) => string;
  /** The date. */
  date: (epochMs: number) => string;
  /** hh:mm:ss */
  time: (epochMs: number) => string;
  /** Date and time to the minute. */
  minutes: (epochMs: number) => string;
  /** The zone's short name now, "GMT+7", to label times where a reader could assume their own. */
  label: string;
  /** The site language they write in: a new set comes with a new language. */
  language: string;
}

/** Formatters of instants on the brand's clock: every date or time the SPA shows goes through these. */
export function useBrandTime(): BrandTime {
  const zone = useBrandTimeZone();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      zone,
      dateTime: (epochMs: number) => formatDateTime(epochMs, zone),
      date: (epochMs: number) => formatDate(epochMs, zone),
      time: (epochMs: number) => formatTime(epochMs, zone),
      minutes: (epochMs: number) => formatZonedTime(epochMs, zone),
      label: zoneLabel(zone),
      language,
    }),
    [zone, language],
  );
}
