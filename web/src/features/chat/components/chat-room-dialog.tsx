import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { EmptyState } from '@/components/empty-state';
import { ChatRoomIcon, ChevronLeftIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/error-message';
import { httpOrigin } from '@/lib/url';
import { useChatRooms, type ChatRoom } from '@/features/chat/api/get-chat-rooms';
import { launchChat } from '@/features/chat/api/launch-chat';
import styles from '@/features/chat/components/chat-room-dialog.module.css';

interface OpenRoom {
  room: ChatRoom;
  url: string;
}

/** The rooms with who is online; choosing one launches it (CBS_launchChat) and frames its page under a #6142bf bar. */
export function ChatRoomDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [inRoom, setInRoom] = useState<OpenRoom | null>(null);
  const [launching, setLaunching] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The list is read (and its crowd refreshed) only while it shows.
  const rooms = useChatRooms(inRoom === null);

  const enter = async (room: ChatRoom) => {
    setFailure(null);
    setLaunching(room.id);
    try {
      const { url } = await launchChat(room.id);
      if (httpOrigin(url) === null) setFailure(t('launch_failed'));
      else setInRoom({ room, url });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLaunching(null);
    }
  };

  let body;
  if (inRoom) {
    body = (
      <div className={styles.room}>
        {/* The room's page names the room under this bar, in the same colour. */}
        <div className={styles.roomBar}>
          <button type="button" className={styles.barButton} onClick={() => setInRoom(null)}>
            <ChevronLeftIcon size={16} />
            {t('all_rooms')}
          </button>
        </div>
        <iframe className={styles.frame} src={inRoom.url} title={t('frame_title', { room: inRoom.room.name })} allow="clipboard-write" />
      </div>
    );
  } else if (rooms.error && !rooms.data) {
    body = <RecordError error={rooms.error} onRetry={() => void rooms.mutate()} />;
  } else if (!rooms.data) {
    body = (
      <div className={styles.loading}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else if (rooms.data.rooms.length === 0) {
    body = <EmptyState title={t('empty_title')}>{t('empty_text')}</EmptyState>;
  } else {
    body = (
      <>
        <p className={styles.lead}>{t('lead')}</p>
        <ul className={styles.rooms} aria-label={t('rooms_label')}>
          {rooms.data.rooms.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                className={styles.roomCard}
                onClick={() => void enter(room)}
                disabled={launching !== null}
                aria-busy={launching === room.id || undefined}
              >
                <span className={styles.roomIcon} aria-hidden="true">
                  {launching === room.id ? <Spinner size="sm" /> : <ChatRoomIcon size={20} />}
                </span>
                <span className={styles.roomText}>
                  <span className={styles.roomTitle}>{room.name}</span>
                  <span className={styles.online}>
                    <span className={styles.onlineDot} aria-hidden="true" />
                    {t('online', { count: room.online })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Modal open onClose={onClose} title={t('title')} size={inRoom ? 'wide' : 'default'}>
      <div className={styles.dialog}>
        {failure ? <Alert>{failure}</Alert> : null}
        {body}
      </div>
    </Modal>
  );
}
