/** SPEC.md sections 5 and 9: png or jpg, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type AvatarFileProblem = 'type' | 'size' | null;

export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
