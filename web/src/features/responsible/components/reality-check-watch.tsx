import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SignedAmount } from '@/components/signed-amount';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/use-money';
import { useRealityCheck, useRealityMoves, type RealityCheck } from '@/features/responsible/api/reality-check';
import { useDuration } from '@/features/responsible/components/use-duration';
import { Modal } from '@/components/modal';
import styles from '@/features/responsible/components/responsible.module.css';

export interface RealityCheckWatchProps {
  /** Opens the member's betting record (the member centre, composed by the app). */
  onViewHistory: () => void;
  /** Signs the member out. */
  onLogout: () => Promise<void>;
}

const isDue = (check: RealityCheck | undefined): check is RealityCheck & { dueAt: number } =>
  check !== undefined && check.dueAt !== null && check.dueAt <= check.now;

/**
 * Watches a real member's session for the reality check they chose: the platform's clock says
 * when it is due (its `now` beside `dueAt`), so the figures are read again at that moment and
 * the pop-up shows the session's time and result until the member answers it.
 */
export function RealityCheckWatch({ onViewHistory, onLogout }: RealityCheckWatchProps) {
  const { session } = useBoot();
  const watching = session.loggedIn && session.accountType !== TRIAL_ACCOUNT_TYPE;
  const check = useRealityCheck(watching);
  const { data, mutate } = check;

  // Read again when the check falls due by the platform's clock, as this browser counts it.
  useEffect(() => {
    if (!data || data.dueAt === null || isDue(data)) return;
    const timer = setTimeout(() => void mutate(), Math.min(data.dueAt - data.now + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [data, mutate]);

  if (!watching || !isDue(data)) return null;
  return <RealityCheckDialog check={data} onViewHistory={onViewHistory} onLogout={onLogout} />;
}

function RealityCheckDialog({ check, onViewHistory, onLogout }: RealityCheckWatchProps & { check: RealityCheck }) {
  const { t } = useTranslation('responsible');
  const money = useMoney();
  const duration = useDuration();
  const { acknowledge } = useRealityMoves();
  const [busy, setBusy] = useState<'continue' | 'history' | 'logout' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (which: 'continue' | 'history' | 'logout') => {
    setBusy(which);
    setError(null);
    try {
      if (which === 'logout') {
        await onLogout();
        return;
      }
      await acknowledge();
      if (which === 'history') onViewHistory();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      role="alertdialog"
      title={t('reality_title')}
      footer={
        <>
          <Button variant="ghost" loading={busy === 'logout'} disabled={busy !== null} onClick={() => void act('logout')}>
            {t('reality_logout')}
          </Button>
          <Button variant="secondary" loading={busy === 'history'} disabled={busy !== null} onClick={() => void act('history')}>
            {t('reality_history')}
          </Button>
          <Button data-autofocus loading={busy === 'continue'} disabled={busy !== null} onClick={() => void act('continue')}>
            {t('reality_continue')}
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        <p className={styles.lead}>{t('reality_played', { duration: duration(check.playedMinutes) })}</p>
        <dl className={styles.figures}>
          <dt>{t('reality_staked')}</dt>
          <dd>{money(check.staked)}</dd>
          <dt>{t('reality_won')}</dt>
          <dd>{money(check.won)}</dd>
          <dt>{t('reality_net')}</dt>
          <dd>
            <SignedAmount value={check.net} />
          </dd>
        </dl>
        <p className={styles.muted}>{t('reality_note', { duration: duration(check.minutes ?? 0) })}</p>
        {error ? <Alert>{error}</Alert> : null}
      </div>
    </Modal>
  );
}
