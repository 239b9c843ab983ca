import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useAccountGuard } from '@/lib/use-account-guard';
import type { Promotion } from '@/features/promotions/api/get-promotion-list';
import { useClaimRaffle } from '@/features/promotions/api/claim-raffle';
import { useJoinPromotion } from '@/features/promotions/api/join-promotion';
import { useRequestReward } from '@/features/promotions/api/request-reward';

export type PromotionActionKind = 'join' | 'claim';

export interface PromotionAction {
  /** Joins or claims; visitors get the login pop-up, trial accounts the real-account warning. */
  run: (kind: PromotionActionKind) => void;
  busy: boolean;
  /** The refusal, in the user's language. */
  error: string | null;
  /** The amount a claim just paid. */
  paid: string | null;
}

/** Join and claim for one promotion card: a raffle's prize has its own call, other rewards go through MCSFE_signUpRequestReward. */
export function usePromotionAction(promotion: Pick<Promotion, 'id' | 'mode'>): PromotionAction {
  const guard = useAccountGuard();
  const join = useJoinPromotion();
  const requestReward = useRequestReward();
  const claimRaffle = useClaimRaffle();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);

  const perform = async (kind: PromotionActionKind) => {
    const body = { promotionId: promotion.id };
    setBusy(true);
    setError(null);
    setPaid(null);
    try {
      if (kind === 'join') await join(body);
      else if (promotion.mode === 'RAFFLE') setPaid((await claimRaffle(body)).prize);
      else setPaid((await requestReward(body)).reward ?? null);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return { run: (kind) => guard(() => void perform(kind)), busy, error, paid };
}
