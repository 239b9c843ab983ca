import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useCenterNavigation } from '@/components/center-navigation';
import { Spinner } from '@/components/spinner';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useWithdrawSetting } from '@/features/wallet/api/withdrawals';
import { BankCardForm } from '@/features/wallet/components/bank-card-form';
import { WithdrawAvailable } from '@/features/wallet/components/withdraw-available';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { WithdrawalList } from '@/features/wallet/components/withdrawal-list';
import orders from '@/features/wallet/components/orders.module.css';
import pages from '@/features/wallet/components/money-pages.module.css';
import recordStyles from '@/components/record.module.css';

/** Withdraw: bank accounts, a request, and the confirmation of paid-out requests. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { brand } = useBoot();
  const { data, error, mutate } = useWithdrawSetting();
  const [adding, setAdding] = useState(false);
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  if (error) {
    return (
      <div className={recordStyles.error}>
        <Alert>{errorMessage(error)}</Alert>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner size="lg" label={t('loading')} />;
  if (!data.hasPaymentPassword) return <PaymentPasswordFirst />;

  const canAdd = data.cards.length < data.maxCards;
  return (
    <div className={pages.page}>
      <WithdrawAvailable setting={data} symbol={symbol} />
      <section className={orders.bankCards} aria-label={t('bank_accounts')}>
        <h4>{t('bank_accounts')}</h4>
        {data.cards.length === 0 && !adding ? <p>{t('no_cards')}</p> : null}
        <ul>
          {data.cards.map((card) => (
            <li key={card.id} className={orders.bankCard}>
              <strong>{card.bankName ?? card.bankCode}</strong>
              <span>{card.accountNumber}</span>
              <span>{card.accountName}</span>
            </li>
          ))}
        </ul>
        {adding ? (
          <BankCardForm setting={data} onDone={() => setAdding(false)} />
        ) : canAdd ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('add_card')}
          </Button>
        ) : null}
      </section>
      {data.cards.length > 0 ? <WithdrawForm setting={data} symbol={symbol} /> : null}
      <WithdrawalList />
    </div>
  );
}

/** Withdrawals need the payment password: say so, with the way to the page that sets it. */
function PaymentPasswordFirst() {
  const { t } = useTranslation('wallet');
  const navigation = useCenterNavigation();
  return (
    <div className={pages.result}>
      <Alert tone="info">{t('payment_password_first')}</Alert>
      {navigation?.has('securityCenter') ? (
        <Button variant="secondary" onClick={() => navigation.go('securityCenter')}>
          {t('go_to_account')}
        </Button>
      ) : null}
    </div>
  );
}
