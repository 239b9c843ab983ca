import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { readSession, writeSession } from '@/lib/storage';

export interface VendorCard {
  vassalage: string;
  displayName: string;
  smallIcon?: string | null;
  isHot?: number | boolean | null;
  accountTypeName?: string | null;
  gameType?: string | null;
  gameId?: number | string | null;
  nodeId?: number | string | null;
  /** VASSALAGE: the card opens a pop-up list of the vendor's games instead of one game. */
  isGame?: string | null;
}

export interface VendorLane {
  title?: string | null;
  gameType?: string | null;
  cards: VendorCard[];
}

export interface VendorLanes {
  data: { lanes: VendorLane[] };
}

export const gameVendorsPath = '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop';

export const getGameVendors = (): Promise<VendorLanes> => apiRequest<VendorLanes>(gameVendorsPath);

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
  });
}
