import { useMemo } from 'react';
import { ClockIcon } from '@/components/icons';
import { htmlToReact } from '@/lib/safe-html';
import type { Announcement } from '@/features/announcements/api/get-announcements';
import styles from '@/features/announcements/components/announcement-body.module.css';

/** A notice's time as the server wrote it (yyyy-MM-dd HH:mm:ss, brand time) and its content, rebuilt from an allow-list. */
export function AnnouncementBody({ announcement }: { announcement: Announcement }) {
  const content = useMemo(() => htmlToReact(announcement.content), [announcement.content]);
  return (
    <div className={styles.body}>
      <p className={styles.time}>
        <ClockIcon size={14} />
        <time dateTime={new Date(announcement.createdAt).toISOString()}>{announcement.createdTime}</time>
      </p>
      <div className={styles.content} data-testid="announcement-content">
        {content}
      </div>
    </div>
  );
}
