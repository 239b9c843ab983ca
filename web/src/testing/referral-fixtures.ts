/**
 * Invite friends for the msw referral handlers (contract section 15): the member's code, the
 * brand's rule from fixtures/brands/default.yaml and the invitees, newest registration first.
 */
import { brandFile, brandTime, sumAmounts } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

export type InviteeFixture = Schemas['Invitee'];
export type ReferralRuleFixture = Schemas['ReferralRule'];

/** The brand file's `referral:` block (the simulator's rule). */
export const referralRule: ReferralRuleFixture = (() => {
  const rule = (brandFile as unknown as { referral: ReferralRuleFixture }).referral;
  return { minDeposit: rule.minDeposit, minValidBet: rule.minValidBet, withinDays: rule.withinDays, reward: rule.reward };
})();

/** The test member's code (R and the id 1001 in base 36). */
export const REFERRAL_CODE = `R${(1001).toString(36).toUpperCase()}`;

export interface ReferralWorld {
  invitees: InviteeFixture[];
}

export const freshReferral = (overrides: Partial<ReferralWorld> = {}): ReferralWorld => ({ invitees: [], ...overrides });


/** An invitee registered at `registeredAt` (a PENDING one with no deposit by default). */
export function invitee(overrides: Partial<InviteeFixture> & { registeredAt?: number } = {}): InviteeFixture {
  const registeredAt = overrides.registeredAt ?? Date.UTC(2025, 2, 10, 3);
  return {
    account: 'fr***01',
    registeredAt,
    registeredTime: brandTime(registeredAt),
    firstDepositAt: null,
    firstDepositAmount: null,
    status: 'PENDING',
    reward: null,
    ...overrides,
  };
}

/** `count` invitees, newest registration first, one a day back from 2025-03-14. */
export function invitees(count: number): InviteeFixture[] {
  return Array.from({ length: count }, (_, index) =>
    invitee({ account: `fr***${String(index + 1).padStart(2, '0')}`, registeredAt: Date.UTC(2025, 2, 14, 3) - index * 86_400_000 }),
  );
}

/** The info as the simulator counts it: qualified counts QUALIFIED and REWARDED, rewarded sums the rewards. */
export function referralInfo(world: ReferralWorld) {
  const qualified = world.invitees.filter((row) => row.status === 'QUALIFIED' || row.status === 'REWARDED').length;
  const rewarded = sumAmounts(world.invitees.map((row) => row.reward ?? '0.00'));
  return {
    code: REFERRAL_CODE,
    link: `/register?referralCode=${REFERRAL_CODE}`,
    invited: world.invitees.length,
    qualified,
    rewarded,
    rule: referralRule,
  };
}
