import '@/styles/tokens.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from '@/app/app';
import { setRequestLanguage } from '@/lib/api-client';
import { bootstrapKey, getBootstrap } from '@/lib/bootstrap';
import { initI18n } from '@/lib/i18n';
import { storedLanguage } from '@/lib/language';

const stored = storedLanguage();
setRequestLanguage(stored.code);
document.documentElement.lang = stored.locale;
// The bootstrap starts while the wording loads.
void preload(bootstrapKey, getBootstrap);

void initI18n({ locale: stored.locale }).then(() => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
