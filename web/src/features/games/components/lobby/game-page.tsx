import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, RefreshIcon } from '@/components/icons';
import { SESSION_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { sessionPaths } from '@/lib/bootstrap';
import { readSession } from '@/lib/storage';
import { cx } from '@/lib/cx';
import { httpOrigin } from '@/lib/url';
import buttonStyles from '@/components/button.module.css';
import pageStyles from '@/components/page.module.css';
import styles from '@/features/games/components/lobby/game-page.module.css';

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

  // The game says the wallet changed: refetch the balance (the posted amount is not trusted),
  // and the session's figures, which the reality check shows when it falls due.
  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== WALLET_CHANGED) return;
      void mutate(sessionPaths.balance);
      void mutate(sessionPaths.realityCheck);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, mutate]);

  useEffect(() => {
    document.title = t('game_title');
  }, [t]);

  if (!url) {
    return (
      <div className={pageStyles.container}>
        <EmptyState
          title={t('no_game')}
          action={
            <Link className={cx(buttonStyles.button, buttonStyles.primary)} to={paths.home}>
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
    <div className={styles.frame}>
      <div className={styles.bar}>
        <Button variant="ghost" size="sm" onClick={close}>
          <ChevronLeftIcon size={16} />
          {t('close_game')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setReloads((n) => n + 1)}>
          <RefreshIcon size={16} />
          {t('reload_game')}
        </Button>
      </div>
      <iframe
        key={`${url}#${reloads}`}
        className={styles.iframe}
        src={url}
        title={t('game_frame')}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    </div>
  );
}
