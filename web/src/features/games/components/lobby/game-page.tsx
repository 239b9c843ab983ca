import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, RefreshIcon } from '@/components/icons';
import { SESSION_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { sessionPaths } from '@/lib/bootstrap';
import { readSession } from '@/lib/storage';
import { httpOrigin } from '@/lib/url';

/** The message a demo game page posts to its parent after each settled round (contract section 10). */
const WALLET_CHANGED = 'wallet.changed';

/** /game: the launched game in a full-width frame under the header, with back and reload controls. */
export function GamePage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { url?: unknown } | null;
  const url = typeof state?.url === 'string' ? state.url : readSession(SESSION_KEYS.gameUrl);
  const [reloads, setReloads] = useState(0);
  const { mutate } = useSWRConfig();
  const origin = httpOrigin(url);

  // The game says the wallet changed: refetch the balance (the posted amount is not trusted).
  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== WALLET_CHANGED) return;
      void mutate(sessionPaths.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, mutate]);

  useEffect(() => {
    document.title = t('game_title');
  }, [t]);

  if (!url) {
    return (
      <div className="container">
        <EmptyState
          title={t('no_game')}
          action={
            <Link className="button button--primary" to={paths.home}>
              {t('back_home')}
            </Link>
          }
        >
          {t('no_game_text')}
        </EmptyState>
      </div>
    );
  }

  const close = () => {
    void mutate(sessionPaths.balance);
    // The first page of this visit has the key "default": nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home);
  };

  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost button--sm" onClick={close}>
          <ChevronLeftIcon size={16} />
          {t('close_game')}
        </button>
        <button type="button" className="button button--ghost button--sm" onClick={() => setReloads((n) => n + 1)}>
          <RefreshIcon size={16} />
          {t('reload_game')}
        </button>
      </div>
      <iframe
        key={`${url}#${reloads}`}
        className="game-frame__iframe"
        src={url}
        title={t('game_frame')}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    </div>
  );
}
