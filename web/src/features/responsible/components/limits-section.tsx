import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { AmountField } from '@/components/amount-field';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { isAmount } from '@/lib/amount';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useBrandTime } from '@/lib/use-brand-time';
import { useMoney } from '@/lib/use-money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  useSetLimit,
  type LimitKind,
  type MoneyLimit,
  type Responsible,
} from '@/features/responsible/api/get-responsible';
import { changeOutcome } from '@/features/responsible/components/change-outcome';
import styles from '@/features/responsible/components/responsible.module.css';

/** Deposit, loss and wager limits, each per day, week and month, with what each period has used. */
export function LimitsSection({ state }: { state: Responsible }) {
  const { t } = useTranslation('responsible');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('limits_heading')}
      </h4>
      <p className={styles.muted}>{t('limits_lead', { hours: state.delayHours })}</p>
      <div className={styles.kinds}>
        {LIMIT_KINDS.map((kind) => (
          <KindCard key={kind} kind={kind} limits={state.limits.filter((limit) => limit.kind === kind)} />
        ))}
      </div>
    </section>
  );
}

function KindCard({ kind, limits }: { kind: LimitKind; limits: MoneyLimit[] }) {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  const ordered = LIMIT_PERIODS.map((period) => limits.find((limit) => limit.period === period)).filter(
    (limit): limit is MoneyLimit => limit !== undefined,
  );
  return (
    <div className={styles.card} role="group" aria-labelledby={titleId}>
      <div>
        <h5 id={titleId} className={styles.cardTitle}>
          {t(`kind_${kind}`)}
        </h5>
        <p className={styles.muted}>{t(`kind_${kind}_hint`)}</p>
      </div>
      <ul className={styles.rows}>
        {ordered.map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </ul>
    </div>
  );
}

function LimitRow({ limit }: { limit: MoneyLimit }) {
  const { t } = useTranslation('responsible');
  const money = useMoney();
  const time = useBrandTime();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const name = t(`limit_${limit.kind}_${limit.period}`);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.period}>{t(`period_${limit.period}`)}</span>
        <span className={styles.value}>{limit.limit === null ? t('no_limit') : money(limit.limit)}</span>
      </div>
      {limit.limit !== null ? (
        <ProgressBar
          current={limit.used}
          target={limit.limit}
          label={t('used_of', { name })}
          valueText={t('used_value', { used: money(limit.used), limit: money(limit.limit) })}
        />
      ) : null}
      <p className={styles.muted}>
        {t('used_resets', { used: money(limit.used), at: time.minutes(limit.resetsAt), zone: time.label })}
      </p>
      {limit.pendingAt !== null ? (
        <p className={styles.pending}>
          {limit.pendingRemoval
            ? t('pending_removal', { at: time.minutes(limit.pendingAt), zone: time.label })
            : t('pending_raise', { amount: money(limit.pending ?? '0'), at: time.minutes(limit.pendingAt), zone: time.label })}
        </p>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {editing ? (
        <LimitForm
          limit={limit}
          name={name}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className={styles.edit}
          aria-label={t(limit.limit === null ? 'set_named' : 'change_named', { name })}
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          {t(limit.limit === null ? 'set' : 'change')}
        </Button>
      )}
    </li>
  );
}

function LimitForm({ limit, name, onDone, onCancel }: { limit: MoneyLimit; name: string; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('responsible');
  const { brand } = useBoot();
  const time = useBrandTime();
  const setLimit = useSetLimit();
  const [amount, setAmount] = useState(limit.pending ?? limit.limit ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  const save = async (value: string | null) => {
    setError(null);
    setBusy(value === null ? 'remove' : 'save');
    try {
      const state = await setLimit({ kind: limit.kind, period: limit.period, amount: value });
      const after = state.limits.find((item) => item.kind === limit.kind && item.period === limit.period);
      onDone(after ? changeOutcome(after, t, (at) => `${time.minutes(at)} ${time.label}`) : t('applied_now'));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAmount(amount)) {
      setError(t('amount_invalid'));
      return;
    }
    void save(amount.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={name} noValidate>
      <AmountField label={name} value={amount} onChange={setAmount} symbol={brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL} error={error} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy === 'save'} disabled={busy !== null}>
          {t('save')}
        </Button>
        {limit.limit !== null && !limit.pendingRemoval ? (
          <Button variant="ghost" size="sm" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void save(null)}>
            {t('remove')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" disabled={busy !== null} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
