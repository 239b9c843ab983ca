import { createContext, useContext } from 'react';

/** What can be launched: a catalogue game or a vendor card. */
export interface LaunchTarget {
  vassalage: string;
  gameId?: number | string | null;
  nodeId?: number | string | null;
  gameType?: string | null;
  accountTypeName?: string | null;
  isGame?: string | null;
  code?: string | null;
  defaultPlayType?: string | null;
  gameName?: string | null;
  displayName?: string | null;
}

export interface GameLauncher {
  /** Login first (else the login pop-up); lottery to its page; otherwise the launch address to /game. */
  launch: (target: LaunchTarget) => Promise<void>;
  /** The key of the target being launched, while the call runs. */
  launching: string | null;
}

export const GameLauncherContext = createContext<GameLauncher | null>(null);

export const launchKey = (target: LaunchTarget): string => `${target.vassalage}:${target.gameId ?? ''}`;

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher() needs <GameLauncherProvider>');
  return launcher;
}

/** The lottery page a lottery launch goes to (SPEC.md section 4), or null for other games. */
export function lotteryPath(target: LaunchTarget): string | null {
  const account = target.accountTypeName?.toUpperCase();
  const type = target.gameType?.toUpperCase();
  if (account === 'TCG_SEA') return '/seaLottery';
  if (account === 'TCG_LOTTO_VN') return '/vnlottery';
  if (type === 'LOTT' || type === 'ELOTT' || account === 'LOTT' || account === 'ELOTT') return '/lottery';
  return null;
}
