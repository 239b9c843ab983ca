import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { ImagePicker, IMAGES_MAX, type PickedImage } from '@/components/image-picker';
import { TextAreaField } from '@/components/text-area-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAccountGuard } from '@/lib/use-account-guard';
import { textLength } from '@/lib/text-length';
import { QUESTION_TYPES, sendFeedback, type FeedbackReceipt, type QuestionType } from '@/features/feedback/api/send-feedback';
import styles from '@/features/feedback/components/feedback-form.module.css';

/** Contract section 15: content 10 to 500 characters, a contact of 1 to 100, up to 3 images. */
const CONTENT_MIN = 10;
const CONTENT_MAX = 500;
const CONTACT_MAX = 100;

type Field = 'questionType' | 'content' | 'contact' | 'images';
type Problems = Partial<Record<Field | 'form', string>>;

/** Feedback to the site (a real member): what it is about, the text, how to answer, images. */
export function FeedbackForm({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation('feedback');
  const guard = useAccountGuard();
  const [questionType, setQuestionType] = useState<QuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<FeedbackReceipt | null>(null);

  const check = (): Problems => {
    const found: Problems = {};
    if (!questionType) found.questionType = t('type_required');
    const length = textLength(content.trim());
    if (length === 0) found.content = t('content_required');
    else if (length < CONTENT_MIN || length > CONTENT_MAX) found.content = t('content_length', { min: CONTENT_MIN, max: CONTENT_MAX });
    const contactLength = textLength(contact.trim());
    if (contactLength === 0) found.contact = t('contact_required');
    else if (contactLength > CONTACT_MAX) found.contact = t('contact_length', { max: CONTACT_MAX });
    return found;
  };

  /** The server's refusal beside the field it names (images.<n> counts from 0), else above the form. */
  const refusal = (error: unknown): Problems => {
    const message = errorMessage(error);
    if (!isApiError(error)) return { form: message };
    const field = error.field ?? '';
    if (error.errorCode === 'payload.too.large') return { images: message };
    const missing = error.errorCode === 'field.required';
    if (field === 'content') return { content: missing ? t('content_required') : t('content_length', { min: CONTENT_MIN, max: CONTENT_MAX }) };
    if (field === 'contact') return { contact: missing ? t('contact_required') : t('contact_length', { max: CONTACT_MAX }) };
    const image = /^images\.(\d+)$/.exec(field);
    if (image) return { images: t('image_refused', { n: Number(image[1]) + 1 }) };
    if (field === 'images') return { images: t('images_refused') };
    if (field === 'questionType') return { questionType: t('type_required') };
    return { form: message };
  };

  const send = async (type: QuestionType) => {
    setBusy(true);
    try {
      const receipt = await sendFeedback({
        questionType: type,
        content: content.trim(),
        contact: contact.trim(),
        images: images.map((image) => image.dataUrl),
      });
      setSent(receipt);
    } catch (caught) {
      setProblems(refusal(caught));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0 || !questionType) return;
    guard(() => void send(questionType));
  };

  const again = () => {
    setQuestionType('');
    setContent('');
    setContact('');
    setImages([]);
    setProblems({});
    setSent(null);
  };

  if (sent) {
    return (
      <div className={styles.done} role="status">
        <h3 className={styles.doneTitle}>{t('sent_title')}</h3>
        <p>{t('sent_text', { id: sent.id })}</p>
        <div className={styles.actions}>
          {onClose ? <Button onClick={onClose}>{t('close', { ns: 'common' })}</Button> : null}
          <Button variant="secondary" onClick={again}>
            {t('send_another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
      <p className={styles.intro}>
        {t('intro')}
      </p>
      {problems.form ? <Alert>{problems.form}</Alert> : null}
      <SelectField
        label={t('type')}
        required
        value={questionType}
        onChange={(event) => setQuestionType(event.target.value as QuestionType | '')}
        error={problems.questionType}
      >
        <option value="">{t('type_choose')}</option>
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type_${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('content')}
        required
        value={content}
        onChange={setContent}
        max={CONTENT_MAX}
        rows={5}
        placeholder={t('content_placeholder', { min: CONTENT_MIN })}
        error={problems.content}
      />
      <TextField
        label={t('contact')}
        required
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        maxLength={CONTACT_MAX * 2}
        placeholder={t('contact_placeholder')}
        autoComplete="email"
        error={problems.contact}
      />
      <ImagePicker images={images} onChange={setImages} max={IMAGES_MAX} error={problems.images} />
      <Button type="submit" loading={busy} block>
        {t('submit')}
      </Button>
    </form>
  );
}
