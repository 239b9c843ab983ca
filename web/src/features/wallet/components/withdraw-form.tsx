import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { AmountField } from '@/components/amount-field';
import { SelectField } from '@/components/field';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { isApiError } from '@/lib/api-client';
import type { RolloverUnmetValue } from '@/types/api';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { isPaymentPassword } from '@/lib/payment-password';
import { type Withdrawal, type WithdrawSetting, useWithdrawActions } from '@/features/wallet/api/withdrawals';
import { useRequestId } from '@/lib/use-request-id';
import { fromMinor, isAmount, toMinor, withdrawFee } from '@/lib/amount';
import pages from '@/features/wallet/components/money-pages.module.css';
import styles from '@/features/wallet/components/withdraw-form.module.css';

/** A refused withdrawal in words: the server's limits, the turnover a bonus still asks for, else the code's wording. */
function withdrawError(caught: unknown, t: TFunction<'wallet'>): string {
  if (!isApiError(caught)) return errorMessage(caught);
  if (caught.errorCode === 'withdraw.rollover.unmet') {
    const rollover = caught.value as Partial<RolloverUnmetValue> | undefined;
    if (rollover?.remaining) {
      return t('rollover_unmet', {
        remaining: formatAmount(rollover.remaining),
        achieved: formatAmount(rollover.achieved),
        required: formatAmount(rollover.required),
      });
    }
  }
  const range = caught.value as { min?: string; max?: string } | undefined;
  return range?.min && range.max ? t('amount_between', { min: formatAmount(range.min), max: formatAmount(range.max) }) : errorMessage(caught);
}

/** Amount to a bound card: limits, fee and what arrives shown before sending; payment password. */
export function WithdrawForm({ setting, symbol }: { setting: WithdrawSetting; symbol: string }) {
  const { t } = useTranslation('wallet');
  const { withdraw } = useWithdrawActions();
  const request = useRequestId();
  const [card, setCard] = useState(setting.cards[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'pay' | 'form', string>>>({});
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = { min: formatAmount(setting.min), max: formatAmount(setting.max) };
  const valid = isAmount(amount);
  const fee = valid ? withdrawFee(amount.trim(), setting.feePercent, setting.feeMin) : 0n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    const text = amount.trim();
    const value = toMinor(text);
    if (!isAmount(text)) found.amount = t('amount_invalid');
    else if (value < toMinor(setting.min) || value > toMinor(setting.max)) found.amount = t('amount_between', limits);
    else if (value > toMinor(setting.available)) found.amount = t('amount_over_available', { amount: formatAmount(setting.available) });
    if (!isPaymentPassword(pay)) found.pay = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const body = { cardId: card, amount: text };
    try {
      const order = await withdraw({ ...body, paymentPassword: pay, requestId: request.idFor(body) });
      request.done();
      setDone(order);
      setAmount('');
      setPay('');
    } catch (caught) {
      setErrors({ form: withdrawError(caught, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={pages.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? <Alert tone="success">{t('withdraw_sent', { orderNo: done.orderNo, minutes: setting.reviewMinutes ?? 5 })}</Alert> : null}
      <SelectField label={t('to_card')} value={String(card)} onChange={(event) => setCard(Number(event.target.value))}>
        {setting.cards.map((item) => (
          <option key={item.id} value={item.id}>
            {`${item.bankName ?? item.bankCode} ${item.accountNumber}`}
          </option>
        ))}
      </SelectField>
      <AmountField
        label={t('amount')}
        value={amount}
        onChange={setAmount}
        symbol={symbol}
        error={errors.amount}
        hint={t('withdraw_limits', { ...limits, available: formatAmount(setting.available), remaining: setting.remainingToday })}
      />
      <dl className={styles.preview} aria-live="polite">
        <dt>{t('fee')}</dt>
        <dd>{formatAmount(fromMinor(fee))}</dd>
        <dt>{t('you_receive')}</dt>
        <dd>{formatAmount(fromMinor(valid ? toMinor(amount) - fee : 0n))}</dd>
      </dl>
      <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
      <Button type="submit" loading={busy} disabled={setting.remainingToday <= 0} block>
        {setting.remainingToday <= 0 ? t('daily_limit_reached') : t('withdraw_now')}
      </Button>
    </form>
  );
}
