import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { ANNOUNCEMENT_PAGE_SIZE } from '@/config/constants';
import type { Schemas } from '@/types/api';

export const agentAnnouncementsRelay = '/wps/relay/MCSFE_getAgentAnnouncements';

export type AgentAnnouncement = Schemas['AgentAnnouncement'];
type AgentAnnouncements = Schemas['AgentAnnouncements'];

export function agentAnnouncementsPath(pageNo: number): string {
  return withQuery(agentAnnouncementsRelay, { pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE });
}

const getAgentAnnouncements = ([path]: readonly [string, string]) => apiRequest<AgentAnnouncements>(path);

/** GET MCSFE_getAgentAnnouncements, 9 a page, newest first; keyed by language (titles are in it). */
export function useAgentAnnouncements(pageNo: number) {
  const { i18n } = useTranslation();
  return useSWR<AgentAnnouncements, ApiError, readonly [string, string]>(
    [agentAnnouncementsPath(pageNo), i18n.language],
    getAgentAnnouncements,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
