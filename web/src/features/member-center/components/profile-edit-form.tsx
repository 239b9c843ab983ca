import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DatePicker } from '@/components/date-picker';
import { TextField } from '@/components/field';
import { zonedDate } from '@/lib/date-range';
import { errorMessage } from '@/lib/error-message';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import type { MemberInfo } from '@/types/api';
import { useUpdateMemberInfo, type MemberInfoUpdate } from '@/features/member-center/api/update-member-info';
import styles from '@/features/member-center/components/security-center.module.css';

type Editable = keyof MemberInfoUpdate;

const LABELS: Record<Editable, string> = {
  nickname: 'nickname',
  payeeName: 'payee_name',
  email: 'email',
  telegram: 'telegram',
  zalo: 'zalo',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
};

/** Edits the profile: full name and e-mail can be set once only (contract section 9). */
export function ProfileEditForm({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation('member');
  const { submit, isMutating } = useUpdateMemberInfo();
  const fields = (Object.keys(LABELS) as Editable[]).filter(
    (name) => !((name === 'payeeName' && member.payeeName) || (name === 'email' && member.email)),
  );
  const [values, setValues] = useState<MemberInfoUpdate>(() =>
    Object.fromEntries(fields.map((name) => [name, name === 'email' ? '' : (member[name] ?? '')])),
  );
  const [error, setError] = useState<string | null>(null);
  const zone = useBrandTimeZone();
  // No birthday after today, on the brand's calendar.
  const [today] = useState(() => zonedDate(Date.now(), zone));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: MemberInfoUpdate = {};
    for (const name of fields) {
      const value = (values[name] ?? '').trim();
      if (value && value !== (member[name] ?? '')) body[name] = value;
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    try {
      await submit(body);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {error ? <Alert>{error}</Alert> : null}
      {fields.map((name) =>
        name === 'birthday' ? (
          <DatePicker
            key={name}
            label={t('birthday')}
            value={values.birthday ?? ''}
            max={today}
            timeZone={zone}
            onChange={(birthday) => setValues((prev) => ({ ...prev, birthday }))}
          />
        ) : (
          <TextField
            key={name}
            label={t(LABELS[name] as 'nickname')}
            type={name === 'email' ? 'email' : 'text'}
            value={values[name] ?? ''}
            onChange={(event) => setValues((prev) => ({ ...prev, [name]: event.target.value }))}
            hint={name === 'payeeName' || name === 'email' ? t('set_once') : undefined}
          />
        ),
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isMutating}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
