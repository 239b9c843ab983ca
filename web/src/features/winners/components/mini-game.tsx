import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import buttonStyles from '@/components/button.module.css';
import { CloseIcon, GamepadIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { useAccountGuard } from '@/lib/use-account-guard';
import styles from '@/features/winners/components/mini-game.module.css';

/** The quick game the widget plays: launched like any catalogue game. */
export interface MiniGameTarget {
  vassalage: string;
  gameId?: number | string | null;
  nodeId?: number | string | null;
  gameName: string;
}

interface MiniGameProps {
  /** The brand's quick game; none (or not known yet): no widget. */
  game: MiniGameTarget | null;
  /** The usual launch call, resolving to the game's address (composed in src/app). */
  launch: (game: MiniGameTarget) => Promise<string | null>;
}

/** The home page's mini game widget; its wording loads with it, so the page does not wait. */
export function MiniGame(props: MiniGameProps) {
  return (
    <Suspense fallback={null}>
      <MiniGameWidget {...props} />
    </Suspense>
  );
}

/**
 * A small floating button that opens the quick game in a small frame over the page (the page
 * stays usable); a visitor gets the login pop-up. Escape or the close button shut it.
 */
function MiniGameWidget({ game, launch }: MiniGameProps) {
  const { t } = useTranslation('winners');
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (!game) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      {open ? <MiniGameFrame game={game} launch={launch} onClose={close} /> : null}
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : guard(() => setOpen(true), 'session'))}
      >
        <GamepadIcon size={22} />
        <span>{t('mini_open')}</span>
      </button>
    </>
  );
}

type Launch = { url: string } | { error: string } | null;

function MiniGameFrame({ game, launch, onClose }: { game: MiniGameTarget; launch: MiniGameProps['launch']; onClose: () => void }) {
  const { t } = useTranslation('winners');
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Launch>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    launch(game).then(
      (url) => live && setState(url ? { url } : { error: t('mini_error') }),
      (error: unknown) => live && setState({ error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [game, launch, attempt, t]);

  const retry = () => {
    setState(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <GamepadIcon size={18} />
        <h2 id={titleId} className={styles.title}>
          {t('mini_title', { game: game.gameName })}
        </h2>
        <button ref={closeButton} type="button" className={cx(buttonStyles.iconButton, styles.close)} onClick={onClose} aria-label={t('mini_close')}>
          <CloseIcon size={18} />
        </button>
      </header>
      <div className={styles.frame}>
        {state === null ? <Spinner label={t('mini_loading')} /> : null}
        {state && 'url' in state ? (
          <iframe title={game.gameName} src={state.url} allow="autoplay; fullscreen" referrerPolicy="no-referrer" />
        ) : null}
        {state && 'error' in state ? (
          <div className={styles.error} role="alert">
            <p>{state.error}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('retry', { ns: 'common' })}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
