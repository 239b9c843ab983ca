import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TrashIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import buttonStyles from '@/components/button.module.css';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { useBrandTime } from '@/lib/use-brand-time';
import { MESSAGES_PAGE_SIZE, useMessageList, type Message, type MessageStatus } from '@/features/messages/api/get-message-list';
import { useReadMessages } from '@/features/messages/api/read-messages';
import { DeleteMessageDialog } from '@/features/messages/components/delete-message-dialog';
import { MessageDetail } from '@/features/messages/components/message-detail';
import styles from '@/features/messages/components/inbox.module.css';

const STATUSES: readonly MessageStatus[] = ['ALL', 'UNREAD'];

/**
 * Platform information (messageV2): the member's messages, all or the unread ones, 10 a page,
 * newest first. Opening one marks it read; every one can be marked read at once; a message is
 * deleted after a confirmation.
 */
export function Inbox() {
  const { t } = useTranslation('messages');
  const clock = useBrandTime();
  const [status, setStatus] = useState<MessageStatus>('ALL');
  const panelId = useId();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const page = useMessageList({ status, pageNo, pageSize: MESSAGES_PAGE_SIZE });
  const read = useReadMessages();
  const data = page.data;

  // A page emptied by deleting or reading (the unread tab) gives way to the last page left.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  if (data && !page.isValidating && data.list.length === 0 && pageNo > lastPage) setPageNo(lastPage);

  const open = (message: Message) => {
    setFailure(null);
    setOpened(message);
    if (!message.read) read({ ids: [message.id] }).catch((error: unknown) => setFailure(errorMessage(error)));
  };

  const markAll = async () => {
    setFailure(null);
    setMarkingAll(true);
    try {
      await read({ all: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setMarkingAll(false);
    }
  };

  const choose = (next: MessageStatus) => {
    setStatus(next);
    setPageNo(1);
  };

  const dialog = (
    <DeleteMessageDialog
      message={deleting}
      onClose={() => setDeleting(null)}
      onDeleted={(id) => {
        setDeleting(null);
        if (opened?.id === id) setOpened(null);
      }}
    />
  );

  if (opened) {
    return (
      <div className={styles.inbox}>
        {failure ? <Alert>{failure}</Alert> : null}
        <MessageDetail message={opened} onBack={() => setOpened(null)} onDelete={() => setDeleting(opened)} />
        {dialog}
      </div>
    );
  }

  const unread = data?.unread ?? 0;
  let body;
  if (page.error && !data) body = <RecordError error={page.error} onRetry={() => void page.mutate()} />;
  else if (!data) body = <Spinner size="lg" label={t('loading')} />;
  else if (data.list.length === 0) {
    body = (
      <EmptyState title={status === 'UNREAD' ? t('empty_unread') : t('empty_all')}>
        <p>{t('empty_text')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('list_label')}>
          {data.list.map((message) => (
            <li key={message.id} className={cx(styles.row, !message.read && styles.unread)}>
              <button type="button" className={styles.open} onClick={() => open(message)}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.summary}>
                  <span className={styles.head}>
                    <span className={styles.category}>{t(`category_${message.category}`)}</span>
                    {message.read ? null : <span className="visually-hidden">{t('unread')}</span>}
                    <span className={styles.time}>{clock.dateTime(message.createdAt)}</span>
                  </span>
                  <span className={styles.title}>{message.title}</span>
                </span>
              </button>
              <button
                type="button"
                className={cx(buttonStyles.iconButton, styles.delete)}
                aria-label={t('delete_one', { title: message.title })}
                onClick={() => setDeleting(message)}
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
        <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} disabled={page.isLoading} />
      </>
    );
  }

  return (
    <div className={styles.inbox}>
      <div className={styles.toolbar}>
        <Tabs
          label={t('tabs_label')}
          tabs={STATUSES.map((id) => ({ id, label: t(`tab_${id}`) }))}
          value={status}
          onChange={choose}
          panelId={panelId}
          className={styles.tabs}
        />
        <div className={styles.actions}>
          <span className={styles.count}>{data ? t('unread_count', { count: unread }) : null}</span>
          <Button size="sm" variant="secondary" disabled={unread === 0} loading={markingAll} onClick={() => void markAll()}>
            {t('mark_all_read')}
          </Button>
        </div>
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <TabPanel id={panelId} tab={status} className={styles.inbox}>
        {body}
      </TabPanel>
      {dialog}
    </div>
  );
}
