import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Avatar } from '@/features/member-center/api/get-avatar';

export type AvatarUpdate = { avatarType: 'STATIC'; avatar: string | number } | { avatarType: 'CUSTOM'; image: string };

export const updateAvatar = (body: AvatarUpdate): Promise<Avatar> =>
  apiRequest<Avatar>(sessionPaths.avatarIcons, { method: 'PUT', body });

/** PUT /wps/member/info/icon; the answer becomes the current avatar. */
export function useUpdateAvatar() {
  const mutation = useSWRMutation<Avatar, ApiError, string, AvatarUpdate>(
    sessionPaths.avatar,
    (_key, { arg }) => updateAvatar(arg),
    { populateCache: true, revalidate: false },
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
