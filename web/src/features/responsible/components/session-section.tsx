import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import buttonStyles from '@/components/button.module.css';
import { SelectField } from '@/components/field';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { useBrandTime } from '@/lib/use-brand-time';
import { useSetLimit, type Responsible } from '@/features/responsible/api/get-responsible';
import { REALITY_MINUTES, useRealityMoves, type RealityMinutes } from '@/features/responsible/api/reality-check';
import { changeOutcome } from '@/features/responsible/components/change-outcome';
import { useDuration } from '@/features/responsible/components/use-duration';
import styles from '@/features/responsible/components/responsible.module.css';

/** The session lengths offered (minutes); the server takes 5 to 1440. */
const SESSION_CHOICES: readonly number[] = [30, 60, 90, 120, 180, 240, 360, 480, 720];

/** The session-time limit: a session ends when it has lasted this long. */
export function SessionSection({ state }: { state: Responsible }) {
  const { t } = useTranslation('responsible');
  const duration = useDuration();
  const time = useBrandTime();
  const setLimit = useSetLimit();
  const headingId = useId();
  const { session } = state;
  const [minutes, setMinutes] = useState(String(session.pending ?? session.limit ?? 60));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const choices = [...new Set([...SESSION_CHOICES, ...(session.limit ? [session.limit] : [])])].sort((a, b) => a - b);

  const save = async (value: number | null) => {
    setNotice(null);
    setBusy(value === null ? 'remove' : 'save');
    try {
      const after = await setLimit({ kind: 'session', minutes: value });
      setNotice({ tone: 'success', text: changeOutcome(after.session, t, (at) => `${time.minutes(at)} ${time.label}`) });
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(Number(minutes));
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('session_heading')}
      </h4>
      <p className={styles.muted}>{t('session_lead')}</p>
      <p className={styles.value}>{session.limit === null ? t('no_limit') : t('session_current', { duration: duration(session.limit) })}</p>
      {session.pendingAt !== null ? (
        <p className={styles.pending}>
          {session.pendingRemoval
            ? t('pending_removal', { at: time.minutes(session.pendingAt), zone: time.label })
            : t('pending_session', { duration: duration(session.pending ?? 0), at: time.minutes(session.pendingAt), zone: time.label })}
        </p>
      ) : null}
      <form className={styles.inline} onSubmit={submit}>
        <SelectField label={t('session_choose')} value={minutes} onChange={(event) => setMinutes(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {duration(choice)}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions}>
          <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
            {t('save')}
          </Button>
          {session.limit !== null && !session.pendingRemoval ? (
            <Button variant="ghost" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void save(null)}>
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </form>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </section>
  );
}

/** How often the reality check shows while playing: 15, 30 or 60 minutes, or never. */
export function RealitySection({ state }: { state: Responsible }) {
  const { t } = useTranslation('responsible');
  const duration = useDuration();
  const { choose } = useRealityMoves();
  const headingId = useId();
  const [chosen, setChosen] = useState<RealityMinutes | null>(state.realityCheckMinutes);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (minutes: RealityMinutes | null) => {
    const before = chosen;
    setChosen(minutes);
    setNotice(null);
    setBusy(true);
    try {
      await choose(minutes);
      setNotice({ tone: 'success', text: minutes === null ? t('reality_saved_off') : t('reality_saved', { duration: duration(minutes) }) });
    } catch (failure) {
      setChosen(before);
      setNotice({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const options: (RealityMinutes | null)[] = [...REALITY_MINUTES, null];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('reality_heading')}
      </h4>
      <p className={styles.muted}>{t('reality_lead')}</p>
      <div className={styles.chips} role="radiogroup" aria-labelledby={headingId}>
        {options.map((minutes) => (
          <button
            key={minutes ?? 'off'}
            type="button"
            role="radio"
            aria-checked={chosen === minutes}
            disabled={busy}
            className={cx(buttonStyles.chip, chosen === minutes && buttonStyles.isActive)}
            onClick={() => void pick(minutes)}
          >
            {minutes === null ? t('reality_off') : t('reality_every', { duration: duration(minutes) })}
          </button>
        ))}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </section>
  );
}
