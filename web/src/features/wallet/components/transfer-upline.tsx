import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { type UplineTransfer, useTransferToUpline } from '@/features/wallet/api/transfer-upline';
import { useRequestId } from '@/lib/use-request-id';
import { isAmount } from '@/lib/amount';

const PAY = /^[0-9]{6}$/;

/** Transfer to upline (transferUpline): from the main wallet to the agent above the member. */
export function TransferUpline() {
  const { t } = useTranslation('wallet');
  const { member, brand } = useBoot();
  const send = useTransferToUpline();
  const request = useRequestId();
  const [amount, setAmount] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'pay' | 'form', string>>>({});
  const [done, setDone] = useState<UplineTransfer | null>(null);
  const [busy, setBusy] = useState(false);
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  if (!member?.toUpline) {
    return (
      <EmptyState title={t('no_upline_title')}>
        <p>{t('no_upline_text')}</p>
      </EmptyState>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    if (!isAmount(amount)) found.amount = t('amount_invalid');
    if (!PAY.test(pay)) found.pay = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const text = amount.trim();
    try {
      setDone(await send({ amount: text, paymentPassword: pay, requestId: request.idFor({ amount: text }) }));
      request.done();
      setAmount('');
      setPay('');
    } catch (caught) {
      setErrors({ form: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="upline-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('upline_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? <Alert tone="success">{t('upline_done', { amount: `${symbol} ${formatAmount(done.amount)}`, upline: done.upline })}</Alert> : null}
      <TextField
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        addon={<span className="field__unit">{symbol}</span>}
        required
      />
      <TextField
        label={t('payment_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={pay}
        onChange={(event) => setPay(event.target.value)}
        error={errors.pay}
        autoComplete="off"
        required
      />
      <Button type="submit" loading={busy}>
        {t('send_to_upline')}
      </Button>
    </form>
  );
}
