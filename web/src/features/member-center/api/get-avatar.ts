import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';

export interface Avatar {
  avatar: string | null;
  avatarType: 'STATIC' | 'CUSTOM';
}

export const getAvatar = (): Promise<Avatar> => apiRequest<Avatar>(sessionPaths.avatar);

/** GET /wps/relay/MCSFE_getPlayerAvatar: the current avatar. */
export function useAvatar(enabled: boolean) {
  return useSWR<Avatar, ApiError>(enabled ? sessionPaths.avatar : null, getAvatar, { revalidateOnFocus: false });
}
