import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { isAmount } from '@/lib/amount';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useRequestId } from '@/lib/use-request-id';
import { useTransferToDownline, type DownlineTransfer } from '@/features/agent-center/api/transfer-to-downline';

const PAYMENT_PASSWORD = /^[0-9]{6}$/;

/**
 * Transfer to a downline: from the agent's main wallet, with the payment password. A retry of
 * the same amount to the same member (after an error or a lost answer) keeps its requestId, so
 * the money moves once.
 */
export function DownlineTransferForm({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const { brand } = useBoot();
  const send = useTransferToDownline();
  const request = useRequestId();
  const [amount, setAmount] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'pay' | 'form', string>>>({});
  const [done, setDone] = useState<DownlineTransfer | null>(null);
  const [busy, setBusy] = useState(false);
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    if (!isAmount(amount)) found.amount = t('amount_invalid');
    if (!PAYMENT_PASSWORD.test(pay)) found.pay = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = amount.trim();
    setBusy(true);
    try {
      const requestId = request.idFor({ account, amount: text });
      setDone(await send({ account, amount: text, paymentPassword: pay, requestId }));
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
    <form className="upline-form downline-transfer" onSubmit={(event) => void submit(event)} noValidate aria-label={t('transfer_title', { account })}>
      <h5 className="downline-detail__title">{t('transfer_title', { account })}</h5>
      <p className="downline-detail__none">{t('transfer_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? (
        <Alert tone="success">{t('transfer_done', { amount: `${symbol} ${formatAmount(done.amount)}`, account: done.downline })}</Alert>
      ) : null}
      <TextField
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        addon={<span className="field__unit">{symbol}</span>}
        autoComplete="off"
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
      <div className="form-actions">
        <Button type="submit" loading={busy}>
          {t('transfer_submit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {done ? t('close', { ns: 'common' }) : t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
