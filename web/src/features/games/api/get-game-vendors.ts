import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, fromBootstrap, type ApiError } from '@/lib/api-client';
import { readSession, writeSession } from '@/lib/storage';
import type { Schemas } from '@/types/api';

export type VendorCard = Schemas['VendorCard'];

export type VendorLane = Schemas['Lane'];

export type VendorLanes = Schemas['VendorLanes'];

export const gameVendorsPath = '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop';

export const getGameVendors = () => apiRequest<VendorLanes>(gameVendorsPath);

/** Session storage key of the vendor list, tagged with its language (SPEC.md section 4, caching). */
export const VENDOR_CACHE_KEY = 'gameVendors';

function readCached(language: string): VendorLanes | null {
  const raw = readSession(VENDOR_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { language?: string; value?: VendorLanes };
    return parsed.language === language && Array.isArray(parsed.value?.data?.lanes) ? parsed.value : null;
  } catch {
    return null;
  }
}

/** The cached list of the language, else GET GCSGAME_newGameVendor (then cached). */
async function loadVendors([, language]: readonly [string, string]): Promise<VendorLanes> {
  const cached = readCached(language);
  if (cached) return cached;
  const value = await getGameVendors();
  writeSession(VENDOR_CACHE_KEY, JSON.stringify({ language, value }));
  return value;
}

/**
 * GCSGAME_newGameVendor, kept in session storage with its language: a language switch misses
 * the cache (the flush), so that language's list is fetched and cached instead.
 */
export function useGameVendors() {
  const { i18n } = useTranslation();
  return useSWR<VendorLanes, ApiError, readonly [string, string]>([gameVendorsPath, i18n.language], loadVendors, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    ...fromBootstrap<VendorLanes>(gameVendorsPath),
  });
}
