import { useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { CloseIcon } from '@/components/icons';
import styles from '@/components/image-picker.module.css';
import { IMAGE_TYPES, imageFileProblem, readAsDataUrl } from '@/lib/image-file';

/** An image chosen for an upload: its file name and content as a data URL. */
export interface PickedImage {
  key: number;
  name: string;
  dataUrl: string;
}

/** Uploads take at most 3 images (an application, feedback). */
export const IMAGES_MAX = 3;

interface ImagePickerProps {
  images: PickedImage[];
  onChange: Dispatch<SetStateAction<PickedImage[]>>;
  max?: number;
  /** The server's refusal of the images. */
  error?: string | null;
}

/**
 * Up to `max` png/jpg images of 5 MB, checked when chosen (each refused file is named), read as
 * data URLs and shown as previews that can be removed.
 */
export function ImagePicker({ images, onChange, max = IMAGES_MAX, error }: ImagePickerProps) {
  const { t } = useTranslation('common');
  const [problems, setProblems] = useState<string[]>([]);
  const lastKey = useRef(0);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem === 'type') found.push(t('image_type', { name: file.name }));
      else if (problem === 'size') found.push(t('image_size', { name: file.name }));
      else if (images.length + accepted.length >= max) found.push(t('image_too_many', { name: file.name, max }));
      else accepted.push(file);
    }
    setProblems(found);
    if (accepted.length === 0) return;
    try {
      const read = await Promise.all(accepted.map(async (file) => ({ key: (lastKey.current += 1), name: file.name, dataUrl: await readAsDataUrl(file) })));
      onChange((current) => [...current, ...read].slice(0, max));
    } catch {
      setProblems([...found, t('image_unreadable')]);
    }
  };

  return (
    <>
      <TextField
        label={t('images', { max })}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        onChange={(event) => void pick(event)}
        error={error}
        hint={t('images_hint', { chosen: images.length, max })}
      />
      {problems.length > 0 ? (
        <div role="alert" className={styles.problems}>
          {problems.map((problem, index) => (
            <p key={index}>{problem}</p>
          ))}
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.previews} aria-label={t('images_chosen')}>
          {images.map((image, index) => (
            <li key={image.key} className={styles.preview}>
              <img src={image.dataUrl} alt={t('image_preview', { n: index + 1, name: image.name })} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange((current) => current.filter((item) => item.key !== image.key))}
                aria-label={t('image_remove', { n: index + 1, name: image.name })}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
