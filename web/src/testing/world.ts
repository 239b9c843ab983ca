/** The state the msw handlers serve; each test starts from a fresh world. */
import type { Balance, Brand, LoginVerifyValue, MemberInfo, RegisterRules, Schemas, SystemStatus } from '@/types/api';
import { balance, DEFAULT_AVATAR, memberInfo, publicBrand, registerRules, systemStatus, TEST_USER, type BetRoundFixture } from '@/testing/fixtures';
import type { BonusFixture, ProfitDayFixture, TransactionFixture } from '@/testing/statement-fixtures';
import { freshWallet, type WalletWorld } from '@/testing/wallet-fixtures';
import { freshAgentWorld, type AgentWorld } from '@/testing/agent-fixtures';
import { freshAgentReports, type AgentReportsWorld } from '@/testing/agent-report-fixtures';
import { freshPromotions, type PromotionWorld } from '@/testing/promotion-fixtures';
import { freshPoints, type PointsWorld } from '@/testing/points-fixtures';
import { freshRewards, type RewardsWorld } from '@/testing/rewards-fixtures';
import { freshReferral, type ReferralWorld } from '@/testing/referral-fixtures';
import { freshRanks, type RanksWorld } from '@/testing/ranks-fixtures';
import { freshResponsible, type ResponsibleWorld } from '@/testing/responsible-fixtures';
import { freshFeedback, type FeedbackSent } from '@/testing/feedback-fixtures';
import { freshJoin, type JoinSent } from '@/testing/join-fixtures';
import type { BigWinFixture } from '@/testing/winners-fixtures';
import { freshAnnouncements, type AnnouncementWorld } from '@/testing/announcement-fixtures';
import { freshMessages, type MessageWorld } from '@/testing/message-fixtures';
import { freshChat, type ChatWorld } from '@/testing/chat-fixtures';

export interface World {
  brand: Brand;
  status: SystemStatus;
  modules: Record<string, boolean> | null;
  register: RegisterRules;
  loggedIn: boolean;
  accountType: number;
  member: MemberInfo;
  balance: Balance;
  language: string | null;
  /** TEST_USER's current password. */
  password: string;
  /** Login answers captcha.required until a captcha is sent. */
  captchaRequired: boolean;
  /** Login answers login_verify_required with this value (an unknown address). */
  loginVerify: LoginVerifyValue | null;
  firstTimeLogin: boolean;
  forcePasswordChange: boolean;
  avatar: Schemas['AvatarValue'];
  /** Favourite game ids of the member, newest first. */
  favorites: string[];
  /** Launched game ids, newest first. */
  recent: string[];
  /** Vendors (vassalage) whose launch answers game.maintenance. */
  maintenance: string[];
  /** Settled rounds of the member (betting record), newest first. */
  bets: BetRoundFixture[];
  /** The open lottery issue every game answers, and when betting on it closes (epoch ms; default: a minute ahead). */
  lotteryIssue: { issue: string; closeAt: number | null };
  /** Lottery tickets of the member, newest first. */
  lotteryTickets: Schemas['Ticket'][];
  /** Statements: account record transfers (newest first), days with activity, bonuses paid (newest first). */
  transactions: TransactionFixture[];
  profitDays: ProfitDayFixture[];
  bonuses: BonusFixture[];
  /** Wallets, deposits and withdrawals of the member (handlers/wallet.ts). */
  wallet: WalletWorld;
  /** The agent centre: team, announcements, contract flags (handlers/agent.ts). */
  agent: AgentWorld;
  /** The agent's team reports and contracts (handlers/agent-reports.ts). */
  agentReports: AgentReportsWorld;
  /** Promotions and the member's states in them (handlers/promotions.ts). */
  promotions: PromotionWorld;
  /** The member's points, the mall's stock and the redeems (handlers/points.ts). */
  points: PointsWorld;
  /** Missions, leaderboards and rewards paid (handlers/rewards.ts). */
  rewards: RewardsWorld;
  /** Notices and the pop-ups the member dismissed (handlers/announcements.ts). */
  announcements: AnnouncementWorld;
  /** The member's platform messages (handlers/messages.ts). */
  messages: MessageWorld;
  /** Chat rooms and launches (handlers/chat.ts). */
  chat: ChatWorld;
  /** The member's invitees (handlers/referral.ts). */
  referral: ReferralWorld;
  /** The member's rank and the window's figures (handlers/ranks.ts). */
  ranks: RanksWorld;
  /** The member's limits, reality check and exclusion on the platform's clock (handlers/responsible.ts). */
  responsible: ResponsibleWorld;
  /** Feedback received, oldest first (handlers/feedback.ts). */
  feedback: FeedbackSent[];
  /** Agent and affiliate applications received, oldest first (handlers/join.ts). */
  applications: JoinSent[];
  /** The winner board (handlers/winners.ts). */
  winners: BigWinFixture[];
  /** Calls the handlers saw, for assertions. */
  calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[];
}

export const XSRF = 'test-xsrf-token';

function freshWorld(): World {
  return {
    brand: publicBrand(),
    status: systemStatus(),
    modules: null,
    register: registerRules(),
    loggedIn: false,
    accountType: 0,
    member: memberInfo(),
    balance: balance(),
    language: null,
    password: TEST_USER.password,
    captchaRequired: false,
    loginVerify: null,
    firstTimeLogin: false,
    forcePasswordChange: false,
    avatar: { avatar: DEFAULT_AVATAR, avatarType: 'STATIC' },
    favorites: [],
    recent: [],
    maintenance: [],
    bets: [],
    lotteryIssue: { issue: '20250315-0001', closeAt: null },
    lotteryTickets: [],
    transactions: [],
    profitDays: [],
    bonuses: [],
    wallet: freshWallet(),
    agent: freshAgentWorld(),
    agentReports: freshAgentReports(),
    promotions: freshPromotions(),
    points: freshPoints(),
    rewards: freshRewards(),
    referral: freshReferral(),
    ranks: freshRanks(),
    responsible: freshResponsible(),
    feedback: freshFeedback(),
    applications: freshJoin(),
    winners: [],
    announcements: freshAnnouncements(),
    messages: freshMessages(),
    chat: freshChat(),
    calls: [],
  };
}

export let world: World = freshWorld();

export function resetWorld(changes: Partial<World> = {}): World {
  world = { ...freshWorld(), ...changes };
  return world;
}

/** Puts a member in session. */
export function logIn(changes: Partial<World> = {}): World {
  return resetWorld({ loggedIn: true, ...changes });
}
