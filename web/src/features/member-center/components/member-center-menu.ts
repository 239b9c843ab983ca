/** The member centre's menu, in order (SPEC.md section 2); the ids name its pages everywhere. */
export const MEMBER_CENTER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'responsibleGaming',
] as const;

export type MemberCenterPageId = (typeof MEMBER_CENTER_MENU)[number];

export const isMemberCenterPage = (page: string): page is MemberCenterPageId => (MEMBER_CENTER_MENU as readonly string[]).includes(page);
