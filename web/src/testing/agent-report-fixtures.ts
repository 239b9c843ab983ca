/**
 * The agent centre's team reports and contracts as the simulator answers them (contract
 * section 13): a small team below TEST_USER, its rounds, figures, transfers, the contract
 * payments to TEST_USER and the contracts themselves.
 */
import { betRound, TEST_USER } from '@/testing/fixtures';
import { profitDay, transaction, type ProfitDayFixture } from '@/testing/statement-fixtures';
import type { Schemas } from '@/types/api';

export interface TeamMemberFixture {
  account: string;
  /** 1: a direct downline of TEST_USER. */
  level: number;
  type: 'player' | 'agent';
  upline: string;
}

export type TeamBetFixture = Schemas['TeamBetRow'];

/** A member's figures of a day. */
export type TeamProfitFixture = ProfitDayFixture & Pick<Schemas['TeamProfitRow'], 'account'>;

export type TeamTransactionFixture = Schemas['TeamTransaction'];

export type ContractKindFixture = Schemas['Contract']['kind'];

export type RevenueFixture = Schemas['RevenueRow'];

export type ContractFixture = Schemas['Contract'];

/** An event as the history lists it, with the contract's kind (kept to filter by kind). */
export type ContractEventFixture = Schemas['ContractEvent'] & { kind: ContractKindFixture };

export interface AgentReportsWorld {
  /** Everyone below TEST_USER. */
  team: TeamMemberFixture[];
  /** Rounds of the team, newest first. */
  bets: TeamBetFixture[];
  /** A member's figures of a day. */
  profit: TeamProfitFixture[];
  /** Downlines' transfers, newest first. */
  transactions: TeamTransactionFixture[];
  /** Contract payments to TEST_USER, newest first. */
  revenue: RevenueFixture[];
  contracts: ContractFixture[];
  /** Contract events, newest first. */
  history: ContractEventFixture[];
}

/** TEST_USER's team: two direct agents (one with an agent below), a direct player. */
export const TEAM: TeamMemberFixture[] = [
  { account: 'agent01', level: 1, type: 'agent', upline: TEST_USER.username },
  { account: 'agent02', level: 1, type: 'agent', upline: TEST_USER.username },
  { account: 'player01', level: 1, type: 'player', upline: TEST_USER.username },
  { account: 'subagent01', level: 2, type: 'agent', upline: 'agent01' },
];

export const freshAgentReports = (): AgentReportsWorld => ({
  team: TEAM.map((member) => ({ ...member })),
  bets: [],
  profit: [],
  transactions: [],
  revenue: [],
  contracts: [],
  history: [],
});

/** A round of a team member (betRound's defaults: a PG slot, 10.00 lost, 2025-03-15 08:00 UTC minus `index` minutes). */
export const teamBet = (account: string, overrides: Parameters<typeof betRound>[0] = {}): TeamBetFixture => ({
  ...betRound(overrides),
  account,
});

/** A member's day of figures (profitDay's rules: valid bet follows the bet, profit is win - bet). */
export const teamProfit = (account: string, date: string, overrides: Parameters<typeof profitDay>[1] = {}): TeamProfitFixture => ({
  ...profitDay(date, overrides),
  account,
});

/** A downline's transfer (transaction's defaults: a 100,000.00 deposit). */
export function teamTransaction(account: string, overrides: Parameters<typeof transaction>[0] = {}): TeamTransactionFixture {
  const row = transaction(overrides);
  return { ...row, id: `${account}:${row.id}`, account };
}

const HOUR = 3_600_000;

/** A contract payment (default: a daily salary of 1,500.00 on 2025-03-15 08:00 UTC minus `index` hours). */
export function revenue(overrides: Partial<RevenueFixture> & { index?: number } = {}): RevenueFixture {
  const { index = 0, ...rest } = overrides;
  const time = rest.time ?? Date.UTC(2025, 2, 15, 8, 0, 0) - index * HOUR;
  const kind = rest.kind ?? 'daily_salary';
  const periodStart = rest.periodStart ?? time - 24 * HOUR;
  return {
    reference: `${kind}:${rest.contractId ?? 1}:${periodStart}`,
    kind,
    contractId: 1,
    periodStart,
    periodEnd: periodStart + 24 * HOUR,
    basis: '150000.00',
    rate: '1.00',
    amount: '1500.00',
    time,
    ...rest,
  };
}

/** A contract (default: the platform's active 40.00% dividend to TEST_USER, monthly). */
export function contract(overrides: Partial<ContractFixture> = {}): ContractFixture {
  return {
    id: 1,
    kind: 'dividend',
    upline: null,
    downline: TEST_USER.username,
    rate: '40.00',
    period: 'M',
    minValidBet: '1000000.00',
    minActiveMembers: 5,
    status: 'active',
    createdAt: Date.UTC(2025, 2, 1, 3, 0, 0),
    decidedAt: Date.UTC(2025, 2, 1, 4, 0, 0),
    terminatedAt: null,
    ...overrides,
  };
}

/** The dividend of docs/agents.md: 350,000 of team loss at 40%, of which agent02's team
 * (300,000) is contracted at 30%; the payout is 50,000. */
export const DOCS_DIVIDEND = {
  basis: '350000.00',
  rate: '40.00',
  amount: '50000.00',
  parts: [
    { downline: null, basis: '50000.00', rate: null },
    { downline: 'agent02', basis: '300000.00', rate: '30.00' },
  ],
};

