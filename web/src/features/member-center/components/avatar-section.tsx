import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/error-message';
import { useAvatar } from '@/features/member-center/api/get-avatar';
import { useAvatarIcons } from '@/features/member-center/api/get-avatar-icons';
import { useUpdateAvatar } from '@/features/member-center/api/update-avatar';
import { imageFileProblem, readAsDataUrl } from '@/lib/image-file';
import buttonStyles from '@/components/button.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/member-center/components/security-center.module.css';

/** Current avatar; choose a static one or upload a png/jpg of at most 5 MB (PROFPIC3). */
export function AvatarSection() {
  const { t } = useTranslation('member');
  const avatar = useAvatar(true);
  const [choosing, setChoosing] = useState(false);
  const icons = useAvatarIcons(choosing);
  const { submit, isMutating } = useUpdateAvatar();
  const [error, setError] = useState<string | null>(null);

  const save = async (body: Parameters<typeof submit>[0]) => {
    setError(null);
    try {
      await submit(body);
      setChoosing(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem === 'type' ? t('avatar_type_error') : t('avatar_size_error'));
      return;
    }
    await save({ avatarType: 'CUSTOM', image: await readAsDataUrl(file) });
  };

  return (
    <section className={styles.section} aria-label={t('avatar')}>
      <h4>{t('avatar')}</h4>
      {avatar.isLoading ? <Spinner size="sm" /> : null}
      {avatar.error ? <Alert>{errorMessage(avatar.error)}</Alert> : null}
      {avatar.data?.avatar ? (
        <img className={styles.avatar} src={avatar.data.avatar} alt={t('avatar_current')} />
      ) : avatar.data ? (
        <p>{t('avatar_none')}</p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setChoosing((was) => !was)} aria-expanded={choosing}>
          {t('avatar_choose')}
        </Button>
        <label className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.sm)}>
          {t('avatar_upload')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg"
            onChange={(event) => void onFile(event)}
            disabled={isMutating}
          />
        </label>
      </div>
      {choosing ? (
        <div className={styles.avatarPicker} role="group" aria-label={t('avatar_choose')}>
          {icons.isLoading ? <Spinner size="sm" /> : null}
          {icons.error ? <Alert>{errorMessage(icons.error)}</Alert> : null}
          {icons.data?.length === 0 ? <p>{t('avatar_no_icons')}</p> : null}
          {icons.data?.map((icon) => (
            <button
              key={icon.id}
              type="button"
              className={styles.avatarChoice}
              onClick={() => void save({ avatarType: 'STATIC', avatar: icon.id })}
              aria-label={t('avatar_pick', { id: String(icon.id) })}
            >
              <img src={icon.url} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
