import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { helpPath } from '@/config/paths';
import { useAuthModals, type SignedOutNotice as Notice } from '@/lib/auth-modals-context';
import { useBrandTime } from '@/lib/use-brand-time';
import styles from '@/features/responsible/components/responsible.module.css';

/** Why the session ended: the member's own session-time limit, or the break they started. */
export function SignedOutNotice() {
  const { t } = useTranslation('responsible');
  const { modal, signedOut, close, openLogin } = useAuthModals();
  const open = modal === 'signedOut' && signedOut !== null;
  const timeLimit = signedOut?.reason === 'session.time.limit';
  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      title={signedOut ? title(signedOut, t) : ''}
      footer={
        <>
          {timeLimit ? (
            <Button variant="secondary" onClick={openLogin}>
              {t('signed_out_login')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('signed_out_close')}</Button>
        </>
      }
    >
      {signedOut ? <NoticeText notice={signedOut} /> : null}
    </Modal>
  );
}

function title(notice: Notice, t: ReturnType<typeof useTranslation<'responsible'>>['t']): string {
  if (notice.reason === 'session.time.limit') return t('signed_out_time_title');
  return t(notice.kind === 'timeout' ? 'signed_out_timeout_title' : 'signed_out_exclusion_title');
}

function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useTranslation('responsible');
  const time = useBrandTime();
  const { close } = useAuthModals();
  return (
    <div className={styles.confirm}>
      <p className={styles.lead}>
        {notice.reason === 'session.time.limit'
          ? t('signed_out_time_text')
          : notice.endsAt === null
            ? t('signed_out_permanent_text')
            : t('signed_out_until_text', { at: time.minutes(notice.endsAt), zone: time.label })}
      </p>
      <p className={styles.muted}>
        {t('signed_out_help')}{' '}
        <Link to={helpPath('responsible-gaming')} onClick={close}>
          {t('signed_out_help_link')}
        </Link>
      </p>
    </div>
  );
}
