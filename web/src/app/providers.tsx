import { Suspense, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { fetcher } from '@/lib/api-client';
import { AuthModalsProvider } from '@/lib/auth-modals-provider';
import { CustomerServiceProvider } from '@/lib/customer-service-provider';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh cache per test. */
  cache?: () => Cache;
}

export function AppProviders({ children, cache }: ProvidersProps) {
  return (
    <SWRConfig value={{ fetcher, ...(cache ? { provider: cache, dedupingInterval: 0 } : {}) }}>
      <AuthModalsProvider>
        <Suspense fallback={null}>
          <CustomerServiceProvider>{children}</CustomerServiceProvider>
        </Suspense>
      </AuthModalsProvider>
    </SWRConfig>
  );
}
