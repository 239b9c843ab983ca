import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { errorMessage } from '@/lib/error-message';
import { isPaymentPassword } from '@/lib/payment-password';
import { type WithdrawSetting, useWithdrawActions } from '@/features/wallet/api/withdrawals';
import pages from '@/features/wallet/components/money-pages.module.css';
import fieldStyles from '@/components/field.module.css';

const DIGITS = /^[0-9]{6,20}$/;
const NAME = /^[A-Za-z]+( [A-Za-z]+)*$/;

/** Binds a bank account: bank, number, holder (the member's payee name once set), payment password. */
export function BankCardForm({ setting, onDone }: { setting: WithdrawSetting; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { bindCard } = useWithdrawActions();
  const [bank, setBank] = useState(setting.banks[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [name, setName] = useState(setting.payeeName ?? '');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'number' | 'name' | 'pay' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const digits = number.replace(/\s/g, '');
    if (!DIGITS.test(digits)) found.number = t('account_number_rule');
    if (!NAME.test(name.trim())) found.name = t('account_name_rule');
    if (!isPaymentPassword(pay)) found.pay = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await bindCard({ bankCode: bank, accountNumber: digits, accountName: name.trim(), paymentPassword: pay });
      onDone();
    } catch (caught) {
      setErrors({ form: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={pages.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <SelectField label={t('bank')} value={bank} onChange={(event) => setBank(event.target.value)}>
        {setting.banks.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('account_number')}
        inputMode="numeric"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={errors.number}
        autoComplete="off"
        required
      />
      <TextField
        label={t('account_name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        readOnly={Boolean(setting.payeeName)}
        hint={setting.payeeName ? t('account_name_fixed') : t('account_name_hint')}
        required
      />
      <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
      <div className={fieldStyles.formActions}>
        <Button type="submit" loading={busy}>
          {t('bind_card')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
