import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import buttonStyles from '@/components/button.module.css';
import { CheckboxField } from '@/components/field';
import { Modal } from '@/components/modal';
import { SESSION_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useSessionChanged } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { clearSessionExcept } from '@/lib/storage';
import { exclude, LENGTHS, type ExclusionKind, type ExclusionLength } from '@/features/responsible/api/exclude';
import styles from '@/features/responsible/components/responsible.module.css';

const KINDS: readonly ExclusionKind[] = ['timeout', 'self_exclusion'];

/** A time-out or a self-exclusion: chosen here, confirmed in a dialog, and then the session ends. */
export function BreakSection() {
  const { t } = useTranslation('responsible');
  const headingId = useId();
  const [asked, setAsked] = useState<{ kind: ExclusionKind; length: ExclusionLength } | null>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('break_heading')}
      </h4>
      <p className={styles.muted}>{t('break_lead')}</p>
      <div className={styles.kinds}>
        {KINDS.map((kind) => (
          <BreakCard key={kind} kind={kind} onChoose={(length) => setAsked({ kind, length })} />
        ))}
      </div>
      {asked ? <ConfirmBreak kind={asked.kind} length={asked.length} onCancel={() => setAsked(null)} /> : null}
    </section>
  );
}

function BreakCard({ kind, onChoose }: { kind: ExclusionKind; onChoose: (length: ExclusionLength) => void }) {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  const lengths = LENGTHS[kind];
  const [length, setLength] = useState<ExclusionLength>(lengths[0] ?? '24h');
  return (
    <div className={styles.card} role="group" aria-labelledby={titleId}>
      <div>
        <h5 id={titleId} className={styles.cardTitle}>
          {t(`${kind}_title`)}
        </h5>
        <p className={styles.muted}>{t(`${kind}_text`)}</p>
      </div>
      <div className={styles.chips} role="radiogroup" aria-label={t('length_label', { name: t(`${kind}_title`) })}>
        {lengths.map((item) => (
          <button
            key={item}
            type="button"
            role="radio"
            aria-checked={length === item}
            className={cx(buttonStyles.chip, length === item && buttonStyles.isActive)}
            onClick={() => setLength(item)}
          >
            {t(`length_${item}`)}
          </button>
        ))}
      </div>
      <Button variant="danger" className={styles.edit} onClick={() => onChoose(length)}>
        {t(`${kind}_start`)}
      </Button>
    </div>
  );
}

/** The last step: what happens, that it cannot be undone, a box to tick; then the platform starts it. */
function ConfirmBreak({ kind, length, onCancel }: { kind: ExclusionKind; length: ExclusionLength; onCancel: () => void }) {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const { openSignedOut } = useAuthModals();
  const sessionChanged = useSessionChanged();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = t(`${kind}_for`, { length: t(`length_${length}`) });

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await exclude({ kind, length, confirm: true });
      // The platform and the BFF have ended the session: this browser forgets it too.
      clearSessionExcept([SESSION_KEYS.merchant]);
      openSignedOut({ reason: 'excluded', kind: started.kind, endsAt: started.endsAt });
      navigate(paths.home);
      await sessionChanged();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      role="alertdialog"
      dismissible={!busy}
      title={t('confirm_title', { what })}
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={busy} disabled={!understood} onClick={() => void confirm()}>
            {t(`${kind}_confirm`)}
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        <ul className={styles.consequences}>
          <li>{t('consequence_logout')}</li>
          <li>{length === 'permanent' ? t('consequence_login_never') : t('consequence_login', { length: t(`length_${length}`) })}</li>
          <li>{t('consequence_final')}</li>
          <li>{t('consequence_wallets')}</li>
          <li>{t('consequence_marketing')}</li>
        </ul>
        <CheckboxField label={t('confirm_understood')} checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        {error ? <Alert>{error}</Alert> : null}
      </div>
    </Modal>
  );
}
