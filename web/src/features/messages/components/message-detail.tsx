import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ChevronLeftIcon, ClockIcon, TrashIcon } from '@/components/icons';
import { htmlToReact } from '@/lib/safe-html';
import { useBrandTime } from '@/lib/use-brand-time';
import type { Message } from '@/features/messages/api/get-message-list';
import styles from '@/features/messages/components/inbox.module.css';

/** One message in the panel's place of the list: its category, time and content, back and delete. */
export function MessageDetail({ message, onBack, onDelete }: { message: Message; onBack: () => void; onDelete: () => void }) {
  const { t } = useTranslation('messages');
  const clock = useBrandTime();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const content = useMemo(() => htmlToReact(message.content), [message.content]);

  useEffect(() => {
    heading.current?.focus();
  }, [message.id]);

  return (
    <article className={styles.detail} aria-labelledby={headingId}>
      <div className={styles.detailBar}>
        <Button variant="ghost" size="sm" icon={<ChevronLeftIcon size={16} />} onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="secondary" size="sm" icon={<TrashIcon size={16} />} onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
      <p className={styles.head}>
        <span className={styles.category}>{t(`category_${message.category}`)}</span>
        <span className={styles.time}>
          <ClockIcon size={13} />
          <time dateTime={new Date(message.createdAt).toISOString()}>{clock.dateTime(message.createdAt)}</time>
        </span>
      </p>
      <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.detailTitle}>
        {message.title}
      </h4>
      <div className={styles.content} data-testid="message-content">
        {content}
      </div>
    </article>
  );
}
