/** Agent and affiliate applications the msw join handler received (contract section 15), oldest first. */
import type { ApiBody } from '@/types/api';

export type JoinSent = ApiBody<'/wps/agent/apply', 'POST'> & { id: number };

export const freshJoin = (): JoinSent[] => [];
