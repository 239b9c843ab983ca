import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';

export const agentApplyPath = '/wps/agent/apply';

/** Name, contact and its channel, the programme (AGENT or AFFILIATE), a message of at most 500. */
export type JoinBody = ApiBody<typeof agentApplyPath, 'POST'>;
export type JoinReceipt = ApiValue<typeof agentApplyPath, 'POST'>;
export type JoinChannel = JoinBody['channel'];
export type JoinType = JoinBody['type'];

export const JOIN_CHANNELS: readonly JoinChannel[] = ['TELEGRAM', 'ZALO', 'PHONE', 'EMAIL'];
export const JOIN_TYPES: readonly JoinType[] = ['AGENT', 'AFFILIATE'];

/** POST /wps/agent/apply (no session needed; the same contact or address once a minute). */
export const applyToJoin = (body: JoinBody): Promise<JoinReceipt> => apiRequest(agentApplyPath, { method: 'POST', body });
