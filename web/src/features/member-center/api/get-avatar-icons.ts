import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Schemas } from '@/types/api';

export type AvatarIcon = Schemas['AvatarIcon'];

export const getAvatarIcons = () => apiRequest(sessionPaths.avatarIcons);

/** GET /wps/member/info/icon: the static avatars, fetched once the chooser opens. */
export function useAvatarIcons(enabled: boolean) {
  return useSWR<AvatarIcon[], ApiError>(enabled ? sessionPaths.avatarIcons : null, getAvatarIcons, {
    revalidateOnFocus: false,
  });
}
