import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import buttonStyles from '@/components/button.module.css';
import { ProgressBar } from '@/components/progress-bar';
import { Spinner } from '@/components/spinner';
import { StatusPill } from '@/components/status-pill';
import { promoDetailPath } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { cx } from '@/lib/cx';
import { formatAmount, formatZonedTime } from '@/lib/format';
import { useAccountGuard } from '@/lib/use-account-guard';
import type { Promotion } from '@/features/promotions/api/get-promotion-list';
import type { PromotionState } from '@/features/promotions/api/get-promotion-states';
import { usePromotionAction } from '@/features/promotions/hooks/use-promotion-action';
import styles from '@/features/promotions/components/promotion-action.module.css';

interface PromotionActionProps {
  promotion: Promotion;
  /** The member's state; undefined for a visitor or while it loads. */
  state: PromotionState | undefined;
  /** The member's states are being read. */
  loading: boolean;
  /** On the promotion's own page: an application is made in the form below, not by a link to it. */
  onDetailPage?: boolean;
}

const linkButton = (variant: 'primary' | 'secondary') => cx(buttonStyles.button, buttonStyles[variant], buttonStyles.sm);

/** What the player can do in a promotion, or where they stand in it (contract section 14 states). */
export function PromotionAction({ promotion, state, loading, onDetailPage = false }: PromotionActionProps) {
  const { t } = useTranslation('promotions');
  const { session } = useBoot();
  const action = usePromotionAction(promotion);

  let body: ReactNode;
  if (promotion.mode === 'LINK' && promotion.link && state?.state !== 'COMING_SOON' && state?.state !== 'CLOSE') {
    body = (
      <Link to={promotion.link} className={linkButton('primary')}>
        {t('action_open')}
      </Link>
    );
  } else if (!session.loggedIn) {
    body = <VisitorAction promotion={promotion} />;
  } else if (!state) {
    body = loading ? <Spinner size="sm" label={t('state_loading')} /> : null;
  } else {
    body = <MemberState promotion={promotion} state={state} onDetailPage={onDetailPage} action={action} />;
  }

  return (
    <div className={styles.action}>
      {body}
      {action.paid ? <Alert tone="success">{t('claimed_notice', { amount: formatAmount(action.paid) })}</Alert> : null}
      {action.error ? <Alert>{action.error}</Alert> : null}
    </div>
  );
}

/** A visitor: the window read from the times, else the way to log in. */
function VisitorAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const guard = useAccountGuard();
  // The visitor has no state from the server: the window read once, when the card shows.
  const [now] = useState(Date.now);
  if (now < promotion.startTime) return <ComingSoon promotion={promotion} />;
  if (now >= promotion.endTime) return <StatusPill tone="neutral">{t('state_CLOSE')}</StatusPill>;
  return (
    <Button size="sm" onClick={() => guard(() => undefined, 'session')}>
      {t('action_login')}
    </Button>
  );
}

function ComingSoon({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const zone = useBrandTimeZone();
  return (
    <Button size="sm" variant="secondary" disabled>
      {t('coming_soon', { start: formatZonedTime(promotion.startTime, zone) })}
    </Button>
  );
}

interface MemberStateProps {
  promotion: Promotion;
  state: PromotionState;
  onDetailPage: boolean;
  action: ReturnType<typeof usePromotionAction>;
}

function MemberState({ promotion, state, onDetailPage, action }: MemberStateProps) {
  const { t } = useTranslation('promotions');
  const reward = state.reward ? formatAmount(state.reward) : null;
  switch (state.state) {
    case 'COMING_SOON':
      return <ComingSoon promotion={promotion} />;
    case 'JOIN':
      if (promotion.mode === 'APPLY') {
        return onDetailPage ? null : (
          <Link to={promoDetailPath(promotion.id)} className={linkButton('primary')}>
            {t('action_apply')}
          </Link>
        );
      }
      return (
        <Button size="sm" loading={action.busy} onClick={() => action.run('join')}>
          {t('action_join')}
        </Button>
      );
    case 'PROCESS':
      return <Progress state={state} label={t('progress_label')} />;
    case 'CLAIM':
      return (
        <>
          {state.rank ? <span className={styles.note}>{t('rank', { rank: state.rank })}</span> : null}
          <Button size="sm" loading={action.busy} onClick={() => action.run('claim')}>
            {reward ? t('action_claim_amount', { amount: reward }) : t('action_claim')}
          </Button>
        </>
      );
    case 'JOINED':
      return <Joined promotion={promotion} state={state} />;
    case 'CLAIMED':
      return <StatusPill tone="success">{reward ? t('state_CLAIMED_amount', { amount: reward }) : t('state_CLAIMED')}</StatusPill>;
    case 'ISSUED':
      return <StatusPill tone="success">{reward ? t('state_ISSUED_amount', { amount: reward }) : t('state_ISSUED')}</StatusPill>;
    case 'APPLYING':
      return <StatusPill tone="pending">{t('state_APPLYING')}</StatusPill>;
    case 'REJECTED':
      return (
        <>
          <StatusPill tone="danger">{t('state_REJECTED')}</StatusPill>
          {state.remark ? <span className={styles.note}>{t('reviewer_remark', { remark: state.remark })}</span> : null}
          {onDetailPage ? null : (
            <Link to={promoDetailPath(promotion.id)} className={linkButton('secondary')}>
              {t('action_apply_again')}
            </Link>
          )}
        </>
      );
    case 'CLOSE':
      return (
        <>
          <StatusPill tone="neutral">{t('state_CLOSE')}</StatusPill>
          {state.reason ? <CloseReason reason={state.reason} /> : null}
        </>
      );
  }
}

/** Why a promotion is closed to this member: the reason is an error code, worded in the errors namespace. */
function CloseReason({ reason }: { reason: string }) {
  const { t } = useTranslation('promotions');
  const { t: errorText, i18n } = useTranslation('errors');
  const known = i18n.exists(reason, { ns: 'errors' });
  return <span className={styles.note}>{known ? errorText(reason as 'unknown.error') : t('close_reason_generic')}</span>;
}

function Joined({ promotion, state }: { promotion: Promotion; state: PromotionState }) {
  const { t } = useTranslation('promotions');
  const pill = <StatusPill tone="success">{t('state_JOINED')}</StatusPill>;
  if (promotion.mode === 'RAFFLE') {
    return (
      <>
        {pill}
        <span className={styles.note}>{t('tickets', { count: state.tickets ?? 0 })}</span>
        {state.progress ? <Progress state={state} label={t('next_ticket')} /> : null}
      </>
    );
  }
  if (promotion.mode === 'RANKING') {
    return (
      <>
        {pill}
        <span className={styles.note}>{state.rank ? t('rank', { rank: state.rank }) : t('unranked')}</span>
      </>
    );
  }
  return pill;
}

function Progress({ state, label }: { state: PromotionState; label: string }) {
  const { t } = useTranslation('promotions');
  if (!state.progress) return null;
  const value = t('progress_value', { current: formatAmount(state.progress.current), target: formatAmount(state.progress.target) });
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span className={styles.figures}>{value}</span>
      </div>
      <ProgressBar current={state.progress.current} target={state.progress.target} label={label} valueText={value} />
    </div>
  );
}
