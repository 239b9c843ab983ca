import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY_SYMBOL, SESSION_KEYS } from '@/config/constants';
import { useBootstrap } from '@/lib/bootstrap';
import { errorMessage, setErrorBrand } from '@/lib/error-message';
import { applyLanguage, pickLanguage } from '@/lib/language';
import { writeSession } from '@/lib/storage';
import { applyBrandColors, initTheme } from '@/lib/theme';
import type { Bootstrap } from '@/types/api';
import { BootErrorScreen } from '@/features/system/components/boot-error-screen';
import { LoadingScreen } from '@/features/system/components/loading-screen';
import { MaintenancePage } from '@/features/system/components/maintenance-page';
import { RestrictionPage } from '@/features/system/components/restriction-page';

/** Brand, theme, language and session storage follow the bootstrap. */
function useApplyBootstrap(boot: Bootstrap | undefined): boolean {
  const [ready, setReady] = useState(false);
  const brand = boot?.brand;
  const session = boot?.session;

  useEffect(() => {
    if (!brand) return;
    applyBrandColors(brand.theme?.colors ?? undefined);
    setErrorBrand(brand.timeZone, brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL);
    initTheme(brand.theme?.defaultMode === 'light' ? 'light' : 'dark');
    writeSession(SESSION_KEYS.merchant, brand.merchantCode);
    const lang = pickLanguage(brand);
    const done = () => setReady(true);
    if (lang) void applyLanguage(lang, brand).then(done, done);
    else done();
  }, [brand]);

  useEffect(() => {
    if (!session) return;
    writeSession(SESSION_KEYS.account, session.loggedIn ? session.account : null);
    writeSession(SESSION_KEYS.isAgent, session.loggedIn && session.accountType !== null ? String(session.accountType) : null);
  }, [session]);

  return ready;
}

/**
 * App start: the bootstrap decides between a loading screen, a retry screen, the maintenance
 * page (status 1, wins), the restriction page (status 2) and the site itself.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const { data, error, isValidating, mutate } = useBootstrap();
  const ready = useApplyBootstrap(data);

  if (!data) {
    if (error) return <BootErrorScreen message={errorMessage(error)} retrying={isValidating} onRetry={() => void mutate()} />;
    return <LoadingScreen />;
  }
  if (!ready) return <LoadingScreen />;
  if (data.status.status === 1) return <MaintenancePage boot={data} />;
  if (data.status.status === 2) return <RestrictionPage boot={data} />;
  return <>{children}</>;
}
