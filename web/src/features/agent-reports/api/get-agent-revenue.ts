import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ContractKind } from '@/features/agent-reports/utils/contract-kinds';

export const agentRevenueRelay = '/wps/relay/ODSFE2_getAgentRevenue';
export const AGENT_REVENUE_PAGE_SIZE = 20;

export interface AgentRevenueQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  /** Empty: every kind. */
  kind: ContractKind | '';
  pageNo: number;
  pageSize: number;
}

/** A contract's payment to the caller (also the contracts' "payouts"). */
export interface RevenueRow {
  /** The ledger reference `<kind>:<contract id>:<period start ms>`. */
  reference: string;
  kind: ContractKind;
  contractId: number | string;
  /** The period paid, epoch milliseconds. */
  periodStart: number;
  periodEnd: number;
  /** The team's loss (dividend) or valid bets (salaries) in the period. */
  basis: string;
  /** Percent of the basis ("40.00"). */
  rate: string;
  amount: string;
  /** When it was paid, epoch milliseconds. */
  time: number;
}

export type RevenueTotals = Record<ContractKind | 'total', string>;

export interface AgentRevenuePage {
  list: RevenueRow[];
  /** Per kind and overall, over every matching payment. */
  totals: RevenueTotals;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function agentRevenuePath(query: AgentRevenueQuery): string {
  const { beginDate, endDate, kind, pageNo, pageSize } = query;
  return withQuery(agentRevenueRelay, { beginDate, endDate, kind, pageNo, pageSize });
}

export const getAgentRevenue = (path: string): Promise<AgentRevenuePage> => apiRequest<AgentRevenuePage>(path);

/** GET ODSFE2_getAgentRevenue (an agent's session): what contracts paid the caller, keyed by the full query. */
export function useAgentRevenue(query: AgentRevenueQuery) {
  return useSWR<AgentRevenuePage, ApiError>(agentRevenuePath(query), getAgentRevenue, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
