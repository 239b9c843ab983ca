/** Uploads of SPEC.md sections 5 and 9 (an avatar, a withdrawal proof): png or jpg, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type ImageFileProblem = 'type' | 'size' | null;

export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
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
