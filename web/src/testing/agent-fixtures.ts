/**
 * The agent centre's state for the msw agent handlers (contract section 13): an agent's team
 * of 25 members on two levels, announcements to agents, the team's days and the contract flags.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { brandDay, TEST_USER } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

const DAY_MS = 86_400_000;

/** The payment password the money handlers accept (as in handlers/wallet.ts). */
export const PAYMENT_PASSWORD = '123456';

export type ContractFlagsFixture = Schemas['ConsolidatedFlags'];

export interface AgentAnnouncementFixture {
  id: number;
  title: Record<'EN' | 'TY', string>;
  content: Record<'EN' | 'TY', string>;
  createdAt: number;
}

export type DownlineFixture = Schemas['DownlineDetail'];

/** One brand day of the team; the overview sums the days of its range. */
export interface TeamDayFixture {
  date: string;
  newMembers: number;
  activeMembers: number;
  deposits: string;
  withdrawals: string;
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
}

export interface AgentWorld {
  flags: ContractFlagsFixture;
  /** Newest first. */
  announcements: AgentAnnouncementFixture[];
  /** The caller's team, newest registration first. */
  downlines: DownlineFixture[];
  days: TeamDayFixture[];
  /** Transfers to downlines by requestId: their terms and answer (a retry answers the same). */
  transfers: Record<string, { terms: string; value: Schemas['DownlineTransfer'] }>;
}

/** fixtures/agent_announcements.yaml, the simulator's announcements to agents (createdAt ISO 8601 -> epoch ms). */
const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const announcementFile = parse(readFileSync(resolve(FIXTURES, 'agent_announcements.yaml'), 'utf8')) as {
  announcements: (Omit<AgentAnnouncementFixture, 'createdAt'> & { createdAt: string })[];
};
export const fixtureAnnouncements = (): AgentAnnouncementFixture[] =>
  announcementFile.announcements.map((a) => ({ ...a, createdAt: Date.parse(a.createdAt) }));

/** `count` made-up announcements, newest first (ids count..1), for paging. */
export function manyAnnouncements(count: number, now = Date.now()): AgentAnnouncementFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      title: { EN: `Agent notice ${id}`, TY: `Thông báo đại lý ${id}` },
      content: { EN: `Details of agent notice ${id}.`, TY: `Nội dung thông báo đại lý ${id}.` },
      createdAt: now - i * DAY_MS,
    };
  });
}

function downline(index: number, now: number): DownlineFixture {
  const agent = index % 5 === 0;
  const level = index <= 18 ? 1 : 2;
  const account = `team${String(index).padStart(3, '0')}`;
  return {
    account,
    nickname: index % 3 === 0 ? null : `Lotus ${index}`,
    type: agent ? 1 : 0,
    level,
    upline: level === 1 ? TEST_USER.username : 'team005',
    registerDate: now - (index - 1) * DAY_MS,
    balance: `${index * 1000}.50`,
    status: index === 7 ? 'locked' : 'active',
    lastLoginAt: index === 3 ? null : now - index * 3_600_000,
    teamSize: index === 5 ? 7 : 0,
    frozenBalance: '0.00',
    mobile: `0912****${String(index).padStart(2, '0')}`,
    email: `t***${index}@example.com`,
    figures: {
      betAmount: `${index * 200}.00`,
      validBet: `${index * 180}.00`,
      winAmount: `${index * 150}.00`,
      profit: `-${index * 50}.00`,
      deposits: `${index * 500}.00`,
      withdrawals: '0.00',
    },
    contracts:
      index === 5
        ? [
            {
              id: 31,
              kind: 'daily_salary',
              upline: TEST_USER.username,
              downline: account,
              rate: '1.50',
              period: 'D',
              minValidBet: '100000.00',
              minActiveMembers: 3,
              status: 'active',
              createdAt: now - 3 * DAY_MS,
              decidedAt: now - 2 * DAY_MS,
              terminatedAt: null,
            },
          ]
        : [],
  };
}

/** Seven days up to today (brand days); the third from last is a day the team won. */
function teamDays(now: number): TeamDayFixture[] {
  return [6, 5, 4, 3, 2, 1, 0].map((back) => ({
    date: brandDay(now - back * DAY_MS),
    newMembers: back % 3,
    activeMembers: 4 + back,
    deposits: `${(7 - back) * 1000}.00`,
    withdrawals: back === 1 ? '500.00' : '0.00',
    betAmount: `${(7 - back) * 2000}.00`,
    validBet: `${(7 - back) * 1800}.00`,
    winAmount: back === 2 ? `${(7 - back) * 2500}.00` : `${(7 - back) * 1500}.00`,
    profit: back === 2 ? `${(7 - back) * 500}.00` : `-${(7 - back) * 500}.00`,
  }));
}

export function freshAgentWorld(now = Date.now()): AgentWorld {
  return {
    flags: { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 },
    announcements: fixtureAnnouncements(),
    downlines: Array.from({ length: 25 }, (_, i) => downline(i + 1, now)),
    days: teamDays(now),
    transfers: {},
  };
}
