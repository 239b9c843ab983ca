import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import type { Schemas } from '@/types/api';

type RewardKind = Schemas['Reward']['rewardKind'];

/** A reward in words: money with the currency ("₫10,000.00"), points as points ("50 points"). */
export function useRewardText(): (kind: RewardKind, reward: string | number) => string {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  return useCallback(
    (kind, reward) => (kind === 'MONEY' ? money(reward) : t('points_value', { count: Number(reward), points: formatPoints(reward) })),
    [money, t],
  );
}
