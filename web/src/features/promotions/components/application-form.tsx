import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ImagePicker, IMAGES_MAX, type PickedImage } from '@/components/image-picker';
import { TextAreaField } from '@/components/text-area-field';
import { errorMessage } from '@/lib/error-message';
import { useAccountGuard } from '@/lib/use-account-guard';
import { textLength } from '@/lib/text-length';
import { useRequestReward } from '@/features/promotions/api/request-reward';
import styles from '@/features/promotions/components/application-form.module.css';

/** Contract section 14: a remark of at most 140 characters and up to 3 png/jpg images of 5 MB. */
const REMARK_MAX = 140;

/** An APPLY promotion's application: a remark with a live counter, up to 3 checked images with previews. */
export function ApplicationForm({ promotionId, onSent }: { promotionId: number; onSent: () => void }) {
  const { t } = useTranslation('promotions');
  const guard = useAccountGuard();
  const requestReward = useRequestReward();
  const titleId = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = textLength(remark) > REMARK_MAX;

  const send = async () => {
    setBusy(true);
    setFormError(null);
    try {
      await requestReward({ promotionId, remark: remark.trim(), images: images.map((image) => image.dataUrl) });
      setRemark('');
      setImages([]);
      onSent();
    } catch (caught) {
      setFormError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    guard(() => void send());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('apply_title')}
      </h2>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextAreaField
        label={t('remark')}
        value={remark}
        onChange={setRemark}
        max={REMARK_MAX}
        error={tooLong ? t('remark_too_long', { max: REMARK_MAX }) : null}
      />
      <ImagePicker images={images} onChange={setImages} max={IMAGES_MAX} />
      <Button type="submit" loading={busy} disabled={tooLong}>
        {t('apply_submit')}
      </Button>
    </form>
  );
}
