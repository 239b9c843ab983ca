import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ContractKind } from '@/features/agent-reports/utils/contract-kinds';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const agentRevenueRelay = '/wps/relay/ODSFE2_getAgentRevenue';
export const AGENT_REVENUE_PAGE_SIZE = 20;

/** yyyy-MM-dd days on the brand's calendar, both inclusive; kind empty: every kind. */
export type AgentRevenueQuery = Omit<FullQuery<typeof agentRevenueRelay>, 'kind'> & { kind: ContractKind | '' };

/** A contract's payment to the caller (also the contracts' "payouts"). */
export type RevenueRow = Schemas['RevenueRow'];

export type RevenueTotals = Schemas['RevenueTotals'];

export type AgentRevenuePage = ApiValue<typeof agentRevenueRelay>;

export function agentRevenuePath(query: AgentRevenueQuery): string {
  const { beginDate, endDate, kind, pageNo, pageSize } = query;
  return withQuery(agentRevenueRelay, { beginDate, endDate, kind, pageNo, pageSize });
}

export const getAgentRevenue = (path: string) => apiRequest<AgentRevenuePage>(path);

/** GET ODSFE2_getAgentRevenue (an agent's session): what contracts paid the caller, keyed by the full query. */
export function useAgentRevenue(query: AgentRevenueQuery) {
  return useSWR<AgentRevenuePage, ApiError>(agentRevenuePath(query), getAgentRevenue, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
