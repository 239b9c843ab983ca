import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import fieldStyles from '@/components/field.module.css';
import { TextAreaField } from '@/components/text-area-field';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { textLength } from '@/lib/text-length';
import { applyToJoin, JOIN_CHANNELS, JOIN_TYPES, type JoinChannel, type JoinReceipt, type JoinType } from '@/features/join/api/apply-agent';
import { contactFitsChannel } from '@/features/join/utils/contact-rule';
import styles from '@/features/join/components/join-page.module.css';

/** Contract section 15: a name of 1 to 60, a contact of 1 to 100, a message of at most 500. */
const NAME_MAX = 60;
const CONTACT_MAX = 100;
const MESSAGE_MAX = 500;

type Field = 'name' | 'contact' | 'message';
type Problems = Partial<Record<Field | 'form', string>>;

interface JoinFormProps {
  type: JoinType;
  onType: (type: JoinType) => void;
}

/** The application to the agent or affiliate programme; anyone may send it, once a minute. */
export function JoinForm({ type, onType }: JoinFormProps) {
  const { t } = useTranslation('join');
  const typeName = useId();
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<JoinChannel>('TELEGRAM');
  const [contact, setContact] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ receipt: JoinReceipt; type: JoinType; channel: JoinChannel } | null>(null);

  const check = (): Problems => {
    const found: Problems = {};
    const nameLength = textLength(name.trim());
    if (nameLength === 0) found.name = t('name_required');
    else if (nameLength > NAME_MAX) found.name = t('name_length', { max: NAME_MAX });
    const trimmed = contact.trim();
    if (trimmed === '') found.contact = t('contact_required');
    else if (textLength(trimmed) > CONTACT_MAX || !contactFitsChannel(trimmed, channel)) found.contact = t(`contact_invalid_${channel}`);
    if (textLength(message.trim()) > MESSAGE_MAX) found.message = t('message_length', { max: MESSAGE_MAX });
    return found;
  };

  const refusal = (error: unknown): Problems => {
    if (!isApiError(error)) return { form: errorMessage(error) };
    if (error.errorCode === 'TOO_MANY_REQUESTS') return { form: t('too_many') };
    if (error.field === 'name') return { name: error.errorCode === 'field.required' ? t('name_required') : t('name_length', { max: NAME_MAX }) };
    if (error.field === 'contact') return { contact: error.errorCode === 'field.required' ? t('contact_required') : t(`contact_invalid_${channel}`) };
    if (error.field === 'message') return { message: t('message_length', { max: MESSAGE_MAX }) };
    return { form: errorMessage(error) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const receipt = await applyToJoin({ name: name.trim(), contact: contact.trim(), channel, type, message: message.trim() });
      setSent({ receipt, type, channel });
    } catch (caught) {
      setProblems(refusal(caught));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.done} role="status">
        <h3 className={styles.doneTitle}>{t('sent_title')}</h3>
        <p>{t('sent_text', { id: sent.receipt.id, programme: t(`type_${sent.type}`), channel: t(`channel_${sent.channel}`) })}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form_title')}>
      {problems.form ? <Alert>{problems.form}</Alert> : null}
      <fieldset className={styles.types}>
        <legend className={fieldStyles.label}>{t('type')}</legend>
        {JOIN_TYPES.map((option) => (
          <label key={option} className={cx(styles.typeOption, option === type && styles.typeChosen)}>
            <input type="radio" name={typeName} value={option} checked={option === type} onChange={() => onType(option)} />
            <span>{t(`type_${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        error={problems.name}
      />
      <div className={styles.contactRow}>
        <SelectField label={t('channel')} value={channel} onChange={(event) => setChannel(event.target.value as JoinChannel)}>
          {JOIN_CHANNELS.map((option) => (
            <option key={option} value={option}>
              {t(`channel_${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('contact')}
          required
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          placeholder={t(`contact_placeholder_${channel}`)}
          inputMode={channel === 'EMAIL' ? 'email' : channel === 'TELEGRAM' ? 'text' : 'tel'}
          autoComplete={channel === 'EMAIL' ? 'email' : channel === 'TELEGRAM' ? 'off' : 'tel'}
          error={problems.contact}
        />
      </div>
      <TextAreaField label={t('message')} value={message} onChange={setMessage} max={MESSAGE_MAX} placeholder={t('message_placeholder')} error={problems.message} />
      <Button type="submit" loading={busy} block>
        {t('submit')}
      </Button>
    </form>
  );
}
