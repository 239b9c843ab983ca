import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { AmountField } from '@/components/amount-field';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { formatAmount } from '@/lib/format';
import { usePaymentTransfer } from '@/lib/use-payment-transfer';
import { useTransferToUpline } from '@/features/wallet/api/transfer-upline';
import pages from '@/features/wallet/components/money-pages.module.css';

/** Transfer to upline (transferUpline): from the main wallet to the agent above the member. */
export function TransferUpline() {
  const { t } = useTranslation('wallet');
  const { member, brand } = useBoot();
  const send = useTransferToUpline();
  const { amount, setAmount, pay, setPay, errors, done, busy, submit } = usePaymentTransfer(send, {
    messages: { amount: t('amount_invalid'), pay: t('payment_password_rule') },
  });
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  if (!member?.toUpline) {
    return (
      <EmptyState title={t('no_upline_title')}>
        <p>{t('no_upline_text')}</p>
      </EmptyState>
    );
  }

  return (
    <form className={pages.page} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('upline_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? <Alert tone="success">{t('upline_done', { amount: `${symbol} ${formatAmount(done.amount)}`, upline: done.upline })}</Alert> : null}
      <AmountField label={t('amount')} value={amount} onChange={setAmount} symbol={symbol} error={errors.amount} />
      <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
      <Button type="submit" loading={busy}>
        {t('send_to_upline')}
      </Button>
    </form>
  );
}
