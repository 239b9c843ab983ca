import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button } from '@/components/button';
import { LazyImage } from '@/components/lazy-image';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { WarningDialog } from '@/components/warning-dialog';
import { SESSION_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { withQuery } from '@/lib/query-string';
import { brokenImage, resolveImage } from '@/lib/images';
import { writeSession } from '@/lib/storage';
import { gameListPath, getGameList, getHotGames, hotGamesPath, launchGame, type Game } from '@/features/games/api/games';
import {
  GameLauncherContext,
  launchKey,
  lotteryPath,
  useGameLauncher,
  type GameLauncher,
  type LaunchTarget,
} from '@/features/games/hooks/game-launcher-context';
import styles from '@/features/games/components/game-launcher.module.css';

type Dialog =
  | { kind: 'maintenance'; vassalage: string }
  | { kind: 'vendor'; vassalage: string; title: string }
  | { kind: 'error'; message: string }
  | null;

/** How many popular games the maintenance dialog offers. */
const POPULAR_COUNT = 12;

/** Game launch for the whole shell (SPEC.md section 4), with its maintenance and vendor-games dialogs. */
export function GameLauncherProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useBoot();
  const { openLogin } = useAuthModals();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const busy = useRef(false);

  const launch = useCallback(
    async (target: LaunchTarget) => {
      if (!session.loggedIn) {
        openLogin();
        return;
      }
      if (target.isGame === 'VASSALAGE') {
        setDialog({ kind: 'vendor', vassalage: target.vassalage, title: target.displayName ?? target.gameName ?? target.vassalage });
        return;
      }
      const lottery = lotteryPath(target);
      if (lottery) {
        setDialog(null);
        navigate(withQuery(lottery, { gameCode: target.code, playType: target.defaultPlayType }));
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setLaunching(launchKey(target));
      try {
        const url = await launchGame(target);
        if (!url) throw new Error('no game address');
        writeSession(SESSION_KEYS.gameUrl, url);
        setDialog(null);
        navigate(paths.game, { state: { url }, replace: location.pathname === paths.game });
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'game.maintenance') setDialog({ kind: 'maintenance', vassalage: target.vassalage });
        else setDialog({ kind: 'error', message: errorMessage(error) });
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [session.loggedIn, openLogin, navigate, location.pathname],
  );

  const value = useMemo<GameLauncher>(() => ({ launch, launching }), [launch, launching]);
  const close = () => setDialog(null);

  return (
    <GameLauncherContext.Provider value={value}>
      {children}
      {dialog?.kind === 'maintenance' ? (
        <Modal open onClose={close} role="alertdialog" title={t('game_maintenance_title')} size="wide">
          <p>{t('game_maintenance_text')}</p>
          <GamePicker path={hotGamesPath()} limit={POPULAR_COUNT} label={t('game_popular')} exclude={dialog.vassalage} />
        </Modal>
      ) : null}
      {dialog?.kind === 'vendor' ? (
        <Modal open onClose={close} title={t('game_vendor_games', { vendor: dialog.title })} size="wide">
          <GamePicker
            path={gameListPath({ vassalage: dialog.vassalage, gameClassify: 'ALL', pageNo: 1, pageSize: 100 })}
            label={t('game_vendor_games', { vendor: dialog.title })}
          />
        </Modal>
      ) : null}
      <WarningDialog open={dialog?.kind === 'error'} message={dialog?.kind === 'error' ? dialog.message : ''} onConfirm={close} />
    </GameLauncherContext.Provider>
  );
}

const loadGames = (path: string): Promise<Game[]> =>
  path.includes('GCSGAME_hotGamesV2') ? getHotGames(path) : getGameList(path).then((page) => page.games);

/** A list of games to launch instead (popular games of other vendors, or one vendor's games). */
function GamePicker({ path, label, limit, exclude }: { path: string; label: string; limit?: number; exclude?: string }) {
  const { t } = useTranslation('shell');
  const { imageCdn } = useBoot();
  const { launch, launching } = useGameLauncher();
  const { data, error, isLoading, mutate } = useSWR<Game[]>(path, loadGames, { revalidateOnFocus: false });
  if (isLoading) return <Spinner label={t('game_list_loading')} />;
  if (error) {
    return (
      <div>
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  const games = (data ?? []).filter((game) => game.vassalage !== exclude).slice(0, limit);
  if (games.length === 0) return <p>{t('game_list_empty')}</p>;
  return (
    <ul className={styles.picker} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.vassalage}-${game.gameId}`}>
          <button
            type="button"
            className={styles.item}
            disabled={launching !== null}
            aria-busy={launching === launchKey(game) || undefined}
            onClick={() => void launch(game)}
          >
            <LazyImage src={resolveImage(game.icon, imageCdn)} fallbackSrc={brokenImage(imageCdn)} width={56} height={56} />
            <span>{game.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
