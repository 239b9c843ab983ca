import '@/styles/tokens.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { setRequestLanguage } from '@/lib/api-client';
import { bootstrapKey, getBootstrap } from '@/lib/bootstrap';
import { warmHomeBanner } from '@/features/banners/api/get-banners';
import type { Bootstrap } from '@/types/api';
import { initI18n } from '@/lib/i18n';
import { storedLanguage } from '@/lib/language';

const stored = storedLanguage();
setRequestLanguage(stored.code);
document.documentElement.lang = stored.locale;
// The bootstrap and the page's code start while the wording loads.
void (preload(bootstrapKey, getBootstrap) as Promise<Bootstrap>).then(warmHomeBanner, () => undefined);
preloadPage(window.location.pathname);

void initI18n({ locale: stored.locale }).then(() => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
