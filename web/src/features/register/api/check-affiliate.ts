import { apiRequest } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';

export const affiliatePath = '/wps/agent/affiliate';

/** GET /wps/agent/affiliate?code=&domain=: is this invitation code known? (invitation_code_error if not) */
export const checkAffiliate = (code: string, domain: string) =>
  apiRequest<ApiValue<typeof affiliatePath>>(`${affiliatePath}?${new URLSearchParams({ code, domain }).toString()}`);
