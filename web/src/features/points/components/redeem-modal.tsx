import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { PhoneField } from '@/components/phone-field';
import { fromMinor, isZeroAmount, toMinor } from '@/lib/amount';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { isPaymentPassword } from '@/lib/payment-password';
import { checkPhone, useDialingCode } from '@/lib/phone';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import { useRequestId } from '@/lib/use-request-id';
import type { PointReward } from '@/features/points/api/get-point-rewards';
import type { Redeem } from '@/features/points/api/get-redeems';
import { useRedeemPointReward } from '@/features/points/api/redeem-point-reward';
import styles from '@/features/points/components/point-mall.module.css';

/** Where to deliver: the server takes 1 to 200 characters. */
const MAX_ADDRESS = 200;

type Field = 'quantity' | 'address' | 'mobile' | 'pay' | 'form';
/** The field a refusal names (contract field names) -> the form's field. */
const FIELD_OF: Record<string, Field> = { quantity: 'quantity', address: 'address', mobileNum: 'mobile', paymentPassword: 'pay' };

const wholeNumber = (text: string): number => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

interface RedeemModalProps {
  reward: PointReward;
  /** The member's points available now. */
  available: number;
  onClose: () => void;
  onDone: (redeem: Redeem) => void;
}

/**
 * Redeem an item: how many, where to deliver, the member's own mobile number and the payment
 * password. What it costs shows before sending; a retry of the same order keeps its requestId.
 */
export function RedeemModal({ reward, available, onClose, onDone }: RedeemModalProps) {
  const { t } = useTranslation('points');
  const money = useMoney();
  const redeem = useRedeemPointReward();
  const request = useRequestId();
  const [dialingCode, setDialingCode] = useDialingCode();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [pay, setPay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const count = wholeNumber(quantity);
  const units = Number.isNaN(count) ? 0 : count;
  const totalPoints = units * reward.requiredPoints;
  const totalAmount = toMinor(reward.requiredAmount) * BigInt(units);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (Number.isNaN(count) || count < 1) found.quantity = t('quantity_invalid');
    else if (count > reward.quantity) found.quantity = t('quantity_over_stock', { count: reward.quantity });
    else if (totalPoints > available) {
      found.quantity = t('points_short', { points: formatPoints(totalPoints), available: formatPoints(available) });
    }
    const place = address.trim();
    if (!place) found.address = t('address_required');
    else if (place.length > MAX_ADDRESS) found.address = t('address_too_long', { max: MAX_ADDRESS });
    const phone = checkPhone(mobile);
    if (phone) found.mobile = t(phone.kind === 'required' ? 'mobile.required' : 'mobile.invalid', { ns: 'errors' });
    if (!isPaymentPassword(pay)) found.pay = t('payment_password_rule');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const order = { rewardId: reward.id, quantity: count, address: address.trim(), mobileNum: `${dialingCode} ${mobile.trim()}`.trim() };
    setBusy(true);
    try {
      const value = await redeem({ ...order, paymentPassword: pay, requestId: request.idFor(order) });
      request.done();
      onDone(value);
    } catch (caught) {
      const field = isApiError(caught) && caught.field ? FIELD_OF[caught.field] : undefined;
      setErrors({ [field ?? 'form']: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('redeem_title', { name: reward.name })}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        <p className={styles.muted}>{reward.description}</p>
        <TextField
          label={t('quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={errors.quantity}
          hint={t('quantity_hint', { stock: formatPoints(reward.quantity), available: formatPoints(available) })}
          required
        />
        <dl className={styles.preview} aria-live="polite" aria-label={t('cost')}>
          <dt>{t('cost_points')}</dt>
          <dd>{t('points_value', { count: totalPoints, points: formatPoints(totalPoints) })}</dd>
          {isZeroAmount(reward.requiredAmount) ? null : (
            <>
              <dt>{t('cost_amount')}</dt>
              <dd>{money(fromMinor(totalAmount))}</dd>
            </>
          )}
        </dl>
        <TextField
          label={t('address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={errors.address}
          maxLength={MAX_ADDRESS}
          autoComplete="street-address"
          required
        />
        <PhoneField
          label={t('mobile')}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={errors.mobile}
          hint={t('mobile_hint')}
          required
          dialingLabel={t('dialing_code', { ns: 'common' })}
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
        />
        <PaymentPasswordField value={pay} onChange={setPay} error={errors.pay} />
        <Button type="submit" loading={busy} block>
          {t('redeem_submit')}
        </Button>
      </form>
    </Modal>
  );
}
