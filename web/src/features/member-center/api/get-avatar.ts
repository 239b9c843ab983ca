import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Schemas } from '@/types/api';

export type Avatar = Schemas['AvatarValue'];

export const getAvatar = () => apiRequest(sessionPaths.avatar);

/** GET /wps/relay/MCSFE_getPlayerAvatar: the current avatar. */
export function useAvatar(enabled: boolean) {
  return useSWR<Avatar, ApiError>(enabled ? sessionPaths.avatar : null, getAvatar, { revalidateOnFocus: false });
}
