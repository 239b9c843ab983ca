import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { type DepositOrder, useDepositChannels, useDepositRefresh } from '@/features/wallet/api/deposits';
import { DepositForm } from '@/features/wallet/components/deposit-form';
import { PaymentWindow } from '@/features/wallet/components/payment-window';
import { RecentDeposits } from '@/features/wallet/components/recent-deposits';
import { toMinor } from '@/lib/amount';
import pages from '@/features/wallet/components/money-pages.module.css';
import recordStyles from '@/components/record.module.css';

/** Deposit (depositv2): choose, pay on the gateway's page, see the result. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const { brand } = useBoot();
  const channels = useDepositChannels();
  const refresh = useDepositRefresh();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [result, setResult] = useState<DepositOrder | null>(null);
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL;

  const onSettled = useCallback(
    (done: DepositOrder) => {
      setOrder(null);
      setResult(done);
      void refresh();
    },
    [refresh],
  );

  if (channels.error) {
    return (
      <div className={recordStyles.error}>
        <Alert>{errorMessage(channels.error)}</Alert>
        <Button variant="secondary" onClick={() => void channels.mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!channels.data) return <Spinner size="lg" label={t('loading')} />;

  return (
    <div className={pages.page}>
      {result ? <DepositResult order={result} symbol={symbol} onAgain={() => setResult(null)} /> : null}
      {order ? (
        <PaymentWindow order={order} onSettled={onSettled} onLeave={() => setOrder(null)} />
      ) : result ? null : (
        <DepositForm
          channels={channels.data}
          symbol={symbol}
          onOrder={(opened) => {
            setOrder(opened);
            void refresh();
          }}
        />
      )}
      <RecentDeposits
        openOrderNo={order?.orderNo ?? null}
        onResume={(unpaid) => {
          setResult(null);
          setOrder(unpaid);
        }}
      />
    </div>
  );
}

function DepositResult({ order, symbol, onAgain }: { order: DepositOrder; symbol: string; onAgain: () => void }) {
  const { t } = useTranslation('wallet');
  const paid = order.status === 'paid';
  const bonus = order.bonus && toMinor(order.bonus) > 0n ? order.bonus : null;
  return (
    <div className={pages.result}>
      {paid ? (
        <Alert tone="success">
          {t('deposit_paid', { amount: `${symbol} ${formatAmount(order.amount)}` })}
          {bonus ? ` ${t('deposit_bonus', { amount: `${symbol} ${formatAmount(bonus)}` })}` : ''}
        </Alert>
      ) : (
        <Alert tone="info">{t(`deposit_result_${order.status}`)}</Alert>
      )}
      <Button onClick={onAgain}>{t('deposit_again')}</Button>
    </div>
  );
}
