import { apiRequest } from '@/lib/api-client';

export const affiliatePath = '/wps/agent/affiliate';

/** GET /wps/agent/affiliate?code=&domain=: is this invitation code known? (invitation_code_error if not) */
export const checkAffiliate = (code: string, domain: string): Promise<{ valid: boolean; agent?: string }> =>
  apiRequest(`${affiliatePath}?${new URLSearchParams({ code, domain }).toString()}`);
