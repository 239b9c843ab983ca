import { useMemo } from 'react';
import { useBoot } from '@/lib/bootstrap';
import { formatDate, formatDateTime, formatTime, formatZonedTime, zoneLabel } from '@/lib/format';

/** The brand's time zone (brand file; the server counts its days there), UTC when unset. */
export function useBrandTimeZone(): string {
  return useBoot().brand.timeZone ?? 'UTC';
}

export interface BrandTime {
  zone: string;
  /** yyyy-MM-dd hh:mm:ss */
  dateTime: (epochMs: number) => string;
  /** yyyy-MM-dd */
  date: (epochMs: number) => string;
  /** hh:mm:ss */
  time: (epochMs: number) => string;
  /** yyyy-MM-dd hh:mm */
  minutes: (epochMs: number) => string;
  /** The zone's short name now, "GMT+7", to label times where a reader could assume their own. */
  label: string;
}

/** Formatters of instants on the brand's clock: every date or time the SPA shows goes through these. */
export function useBrandTime(): BrandTime {
  const zone = useBrandTimeZone();
  return useMemo(
    () => ({
      zone,
      dateTime: (epochMs: number) => formatDateTime(epochMs, zone),
      date: (epochMs: number) => formatDate(epochMs, zone),
      time: (epochMs: number) => formatTime(epochMs, zone),
      minutes: (epochMs: number) => formatZonedTime(epochMs, zone),
      label: zoneLabel(zone),
    }),
    [zone],
  );
}
