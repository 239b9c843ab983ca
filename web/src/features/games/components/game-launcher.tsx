import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
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
import { writeSession } from '@/lib/storage';
import { gameListPath, hotGamesPath, launchGame } from '@/features/games/api/games';
import {
  GameLauncherContext,
  launchKey,
  lotteryPath,
  type GameLauncher,
  type LaunchTarget,
} from '@/features/games/hooks/game-launcher-context';

type Dialog =
  | { kind: 'maintenance'; vassalage: string }
  | { kind: 'vendor'; vassalage: string; title: string }
  | { kind: 'error'; message: string }
  | null;

// The games to pick instead load with the dialog that offers them (a vendor card, a game under
// maintenance), not with the site.
const GamePicker = lazy(() => import('@/features/games/components/game-picker').then((m) => ({ default: m.GamePicker })));

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
          <Suspense fallback={<Spinner label={t('game_list_loading')} />}>
            <GamePicker path={hotGamesPath()} limit={POPULAR_COUNT} label={t('game_popular')} exclude={dialog.vassalage} />
          </Suspense>
        </Modal>
      ) : null}
      {dialog?.kind === 'vendor' ? (
        <Modal open onClose={close} title={t('game_vendor_games', { vendor: dialog.title })} size="wide">
          <Suspense fallback={<Spinner label={t('game_list_loading')} />}>
            <GamePicker
              path={gameListPath({ vassalage: dialog.vassalage, gameClassify: 'ALL', pageNo: 1, pageSize: 100 })}
              label={t('game_vendor_games', { vendor: dialog.title })}
            />
          </Suspense>
        </Modal>
      ) : null}
      <WarningDialog open={dialog?.kind === 'error'} message={dialog?.kind === 'error' ? dialog.message : ''} onConfirm={close} />
    </GameLauncherContext.Provider>
  );
}
