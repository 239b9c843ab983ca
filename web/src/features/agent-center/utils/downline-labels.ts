import type { TFunction } from 'i18next';

/** "Player" for account type 0, "Agent" for the agent types (a downline is never a trial account). */
export const typeLabel = (t: TFunction<'agent'>, type: number): string =>
  type === 0 ? t('account_type_player') : t('account_type_agent');

/** "Level 1 (direct)", "Level 2", ... */
export const levelLabel = (t: TFunction<'agent'>, level: number): string =>
  level === 1 ? t('level_direct') : t('level_n', { level });
