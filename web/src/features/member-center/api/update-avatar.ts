import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Avatar } from '@/features/member-center/api/get-avatar';
import type { ApiBody } from '@/types/api';

export type AvatarUpdate = ApiBody<typeof sessionPaths.avatarIcons, 'PUT'>;

export const updateAvatar = (body: AvatarUpdate) => apiRequest(sessionPaths.avatarIcons, { method: 'PUT', body });

/** PUT /wps/member/info/icon; the answer becomes the current avatar. */
export function useUpdateAvatar() {
  const mutation = useSWRMutation<Avatar, ApiError, string, AvatarUpdate>(
    sessionPaths.avatar,
    (_key, { arg }) => updateAvatar(arg),
    { populateCache: true, revalidate: false },
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
