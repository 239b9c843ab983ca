import { useTranslation } from 'react-i18next';
import { useMemberCenterPages } from '@/app/shell/use-member-center-pages';
import { CrownIcon } from '@/components/icons';
import type { BetCategory } from '@/lib/bets';
import { useBoot } from '@/lib/bootstrap';
import { MemberCenterButton } from '@/features/member-center/components/member-center-button';

/**
 * The member's rank in the header (clubLabel), a shortcut into the member centre: on player
 * rank for a member with a label (memberLabel), else on the security centre (SPEC.md section 2).
 */
export function RankShortcut({ betCategories }: { betCategories?: readonly BetCategory[] }) {
  const { t } = useTranslation('shell');
  const { member } = useBoot();
  const label = member?.clubLabel?.labelName;
  if (!label) return null;
  const page = (member.memberLabel ?? []).length > 0 ? 'playerRank' : 'securityCenter';
  return (
    <MemberCenterButton
      page={page}
      icon={<CrownIcon size={18} />}
      text={label}
      name={t('rank_shortcut', { label })}
      betCategories={betCategories}
      usePages={useMemberCenterPages}
    />
  );
}
