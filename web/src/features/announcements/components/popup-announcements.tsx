import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useOpenModalCount } from '@/components/modal-stack';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { usePopups } from '@/features/announcements/api/get-announcements';
import { dismissAnnouncement } from '@/features/announcements/api/dismiss-announcement';
import { AnnouncementBody } from '@/features/announcements/components/announcement-body';
import styles from '@/features/announcements/components/popup-announcements.module.css';

/**
 * The pop-up announcements (PU) of a logged-in member, one at a time; closing one dismisses it
 * for good (MCSFE_dismissAnnouncement). Visitors get none. They wait while an account pop-up
 * (login, forced password change...) or any other dialog is open.
 */
export function PopupAnnouncements() {
  const { session } = useBoot();
  if (!session.loggedIn) return null;
  // A new reader starts with nothing closed; the wording loads without holding up the page.
  return (
    <Suspense fallback={null}>
      <PopupQueue key={session.account ?? ''} />
    </Suspense>
  );
}

function PopupQueue() {
  const { t } = useTranslation('announcements');
  const { modal } = useAuthModals();
  const popups = usePopups(true);
  // Closed in this visit: not shown again even while the dismissal is on its way (or failed).
  const [closed, setClosed] = useState<readonly number[]>([]);
  const waiting = (popups.data?.popup ?? []).filter((popup) => !closed.includes(popup.id));
  const current = waiting[0];
  // A dialog the member opened (feedback, a centre...) is not covered: the pop-ups wait until
  // none is open, then stay up one after another.
  const openModals = useOpenModalCount();
  const [showing, setShowing] = useState(false);
  const free = modal === null && openModals === 0;
  if (!current && showing) setShowing(false);
  else if (current && free && !showing) setShowing(true);
  if (!current || modal !== null || !(showing || free)) return null;

  const close = () => {
    setClosed((ids) => [...ids, current.id]);
    dismissAnnouncement(current.id).then(
      () => void popups.mutate(),
      () => undefined, // shown again on a later visit; nothing for the member to do now
    );
  };
  const more = waiting.length > 1;

  return (
    <Modal
      key={current.id}
      open
      onClose={close}
      title={current.title}
      footer={
        <div className={styles.footer}>
          {more ? <span className={styles.count}>{t('popup_more', { count: waiting.length - 1 })}</span> : null}
          <Button onClick={close} data-autofocus>
            {more ? t('popup_next') : t('popup_close')}
          </Button>
        </div>
      }
    >
      <AnnouncementBody announcement={current} />
    </Modal>
  );
}
