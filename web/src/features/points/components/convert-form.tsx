import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { RecordError } from '@/components/record-error';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { Spinner } from '@/components/spinner';
import { fromMinor, toMinor } from '@/lib/amount';
import { errorMessage } from '@/lib/error-message';
import { isPaymentPassword } from '@/lib/payment-password';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import { useRequestId } from '@/lib/use-request-id';
import { useConvertPoints } from '@/features/points/api/convert-points';
import { usePointBalance } from '@/features/points/api/get-point-balance';
import { usePointConfig, type PointConfig } from '@/features/points/api/get-point-config';
import type { ApiValue } from '@/types/api';
import styles from '@/features/points/components/point-mall.module.css';

type Conversion = ApiValue<'/wps/relay/passwordCheck/MCS2_convertPoint', 'POST'>;

const wholeNumber = (text: string): number => (/^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What `points` convert to, in minor units: whole steps of convertPoints, each worth convertAmount. */
const creditOf = (points: number, config: PointConfig): bigint =>
  (BigInt(points) / BigInt(Math.max(config.convertPoints, 1))) * toMinor(config.convertAmount);

/** Points to money in the main wallet, in whole steps; the amount it credits shows before sending. */
export function ConvertForm() {
  const { t } = useTranslation('points');
  const config = usePointConfig();
  const balance = usePointBalance();
  if (config.error) return <RecordError error={config.error} onRetry={() => void config.mutate()} />;
  if (!config.data || !balance.data) return <Spinner size="lg" label={t('convert_loading')} />;
  return <ConvertFields config={config.data} available={balance.data.points} />;
}

function ConvertFields({ config, available }: { config: PointConfig; available: number }) {
  const { t } = useTranslation('points');
  const money = useMoney();
  const convert = useConvertPoints();
  const request = useRequestId();
  const [points, setPoints] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'points' | 'pay' | 'form', string>>>({});
  const [done, setDone] = useState<Conversion | null>(null);
  const [busy, setBusy] = useState(false);
  const step = Math.max(config.convertPoints, 1);
  const most = Math.floor(available / step) * step;

  const count = wholeNumber(points);
  const problem = (): string | null => {
    if (Number.isNaN(count) || count <= 0) return t('convert_invalid');
    if (count < config.minConvert) return t('convert_min', { min: formatPoints(config.minConvert) });
    if (count % step !== 0) return t('convert_step', { step: formatPoints(step) });
    if (count > available) return t('convert_over', { available: formatPoints(available) });
    return null;
  };
  const valid = !Number.isNaN(count) && count > 0 && count % step === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    const wrong = problem();
    if (wrong) found.points = wrong;
    if (!isPaymentPassword(pay)) found.pay = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setDone(await convert({ points: count, paymentPassword: pay, requestId: request.idFor({ points: count }) }));
      request.done();
      setPoints('');
      setPay('');
    } catch (caught) {
      setErrors({ form: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {done ? (
        <Alert tone="success">
          {t('convert_done', { points: formatPoints(done.points), amount: money(done.amount), balance: money(done.balance), left: formatPoints(done.pointBalance) })}
        </Alert>
      ) : null}
      <p className={styles.muted}>
        {t('convert_rule', { points: formatPoints(config.convertPoints), amount: money(config.convertAmount), min: formatPoints(config.minConvert) })}
      </p>
      <div className={styles.withAction}>
        <TextField
          label={t('convert_points')}
          inputMode="numeric"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={errors.points}
          hint={t('convert_available', { available: formatPoints(available) })}
          required
        />
        <Button variant="secondary" size="sm" disabled={most < config.minConvert} onClick={() => setPoints(String(most))}>
          {t('convert_all')}
        </Button>
      </div>
      <dl className={styles.preview} aria-live="polite">
        <dt>{t('convert_credit')}</dt>
        <dd data-testid="convert-credit">{valid ? money(fromMinor(creditOf(count, config))) : '—'}</dd>
      </dl>
      <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
      <Button type="submit" loading={busy} block>
        {t('convert_submit')}
      </Button>
    </form>
  );
}
