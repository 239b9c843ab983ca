import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { AmountField } from '@/components/amount-field';
import { Button } from '@/components/button';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { formatAmount } from '@/lib/format';
import { usePaymentTransfer } from '@/lib/use-payment-transfer';
import { useTransferToDownline } from '@/features/agent-center/api/transfer-to-downline';
import fieldStyles from '@/components/field.module.css';
import styles from '@/features/agent-center/components/downline.module.css';

/**
 * Transfer to a downline: from the agent's main wallet, with the payment password. A retry of
 * the same amount to the same member (after an error or a lost answer) keeps its requestId, so
 * the money moves once.
 */
export function DownlineTransferForm({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const { brand } = useBoot();
  const send = useTransferToDownline();
  const { amount, setAmount, pay, setPay, errors, done, busy, submit } = usePaymentTransfer((body) => send({ account, ...body }), {
    messages: { amount: t('amount_invalid'), pay: t('payment_password_rule') },
    terms: { account },
  });
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  return (
    <form className={styles.transfer} onSubmit={(event) => void submit(event)} noValidate aria-label={t('transfer_title', { account })}>
      <h5 className={styles.title}>{t('transfer_title', { account })}</h5>
      <p className={styles.none}>{t('transfer_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? (
        <Alert tone="success">{t('transfer_done', { amount: `${symbol} ${formatAmount(done.amount)}`, account: done.downline })}</Alert>
      ) : null}
      <AmountField label={t('amount')} value={amount} onChange={setAmount} symbol={symbol} error={errors.amount} autoComplete="off" />
      <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
      <div className={fieldStyles.formActions}>
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
