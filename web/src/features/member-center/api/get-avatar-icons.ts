import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';

export interface AvatarIcon {
  id: string | number;
  url: string;
}

export const getAvatarIcons = (): Promise<AvatarIcon[]> => apiRequest<AvatarIcon[]>(sessionPaths.avatarIcons);

/** GET /wps/member/info/icon: the static avatars, fetched once the chooser opens. */
export function useAvatarIcons(enabled: boolean) {
  return useSWR<AvatarIcon[], ApiError>(enabled ? sessionPaths.avatarIcons : null, getAvatarIcons, {
    revalidateOnFocus: false,
  });
}
