import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { AmountField } from '@/components/amount-field';
import { LazyImage } from '@/components/lazy-image';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount, formatRate } from '@/lib/format';
import { brokenImage } from '@/lib/images';
import { createDeposit, type DepositChannels, type DepositOrder } from '@/features/wallet/api/deposits';
import { useRequestId } from '@/lib/use-request-id';
import { isAmount, toMinor } from '@/lib/amount';
import { cx } from '@/lib/cx';
import pages from '@/features/wallet/components/money-pages.module.css';
import styles from '@/features/wallet/components/deposit-form.module.css';
import buttonStyles from '@/components/button.module.css';

interface DepositFormProps {
  channels: DepositChannels;
  symbol: string;
  onOrder: (order: DepositOrder) => void;
}

/** Choose a channel and an amount (typed or a quick amount) within its limits; opens an order. */
export function DepositForm({ channels, symbol, onOrder }: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const { imageCdn } = useBoot();
  const [code, setCode] = useState(channels.channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useRequestId();
  const channel = channels.channels.find((c) => c.code === code) ?? channels.channels[0];
  const bonus = channels.firstDepositBonus;

  if (!channel) return <Alert tone="info">{t('no_channels')}</Alert>;
  const limits = { min: formatAmount(channel.min), max: formatAmount(channel.max) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (!isAmount(text)) return setError(t('amount_invalid'));
    const value = toMinor(text);
    if (value < toMinor(channel.min) || value > toMinor(channel.max)) return setError(t('amount_between', limits));
    setError(null);
    setBusy(true);
    const body = { channel: channel.code, amount: text };
    try {
      const order = await createDeposit({ ...body, requestId: request.idFor(body) });
      request.done();
      onOrder(order);
    } catch (caught) {
      const range = isApiError(caught) ? (caught.value as { min?: string; max?: string } | undefined) : undefined;
      setError(range?.min && range.max ? t('amount_between', { min: formatAmount(range.min), max: formatAmount(range.max) }) : errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={pages.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.channels}>
        <legend>{t('channel')}</legend>
        {channels.channels.map((item) => (
          <label key={item.code} className={cx(styles.channel, item.code === channel.code && styles.isActive)}>
            <input
              type="radio"
              name="channel"
              value={item.code}
              checked={item.code === channel.code}
              onChange={() => {
                setCode(item.code);
                setError(null);
              }}
            />
            {item.icon ? (
              <LazyImage src={item.icon} fallbackSrc={brokenImage(imageCdn)} alt="" className={styles.icon} width={32} height={32} />
            ) : null}
            <span className={styles.name}>{item.name}</span>
            <span className={styles.limits}>
              {formatAmount(item.min)} - {formatAmount(item.max)}
            </span>
          </label>
        ))}
      </fieldset>
      {bonus?.eligible ? (
        <Alert tone="info">{t('first_deposit_bonus', { percent: formatRate(bonus.percent), max: formatAmount(bonus.max) })}</Alert>
      ) : null}
      <AmountField label={t('amount')} value={amount} onChange={setAmount} symbol={symbol} error={error} hint={t('limits', limits)} />
      <div className={styles.quick} role="group" aria-label={t('quick_amounts')}>
        {channel.quickAmounts.map((quick) => (
          <button
            key={quick}
            type="button"
            className={cx(buttonStyles.chip, toMinor(quick) === toMinor(amount) && buttonStyles.isActive)}
            onClick={() => {
              setAmount(quick.replace(/\.00$/, ''));
              setError(null);
            }}
          >
            {formatAmount(quick)}
          </button>
        ))}
      </div>
      <Button type="submit" loading={busy} block>
        {t('deposit_now')}
      </Button>
    </form>
  );
}
