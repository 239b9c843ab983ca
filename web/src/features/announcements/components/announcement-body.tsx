import { useMemo } from 'react';
import { ClockIcon } from '@/components/icons';
import { htmlToReact } from '@/lib/safe-html';
import { useBrandTime } from '@/lib/use-brand-time';
import type { Announcement } from '@/features/announcements/api/get-announcements';
import styles from '@/features/announcements/components/announcement-body.module.css';

/** A notice's time (on the brand's clock, the site language's way) and its content, rebuilt from an allow-list. */
export function AnnouncementBody({ announcement }: { announcement: Announcement }) {
  const clock = useBrandTime();
  const content = useMemo(() => htmlToReact(announcement.content), [announcement.content]);
  return (
    <div className={styles.body}>
      <p className={styles.time}>
        <ClockIcon size={14} />
        <time dateTime={new Date(announcement.createdAt).toISOString()}>{clock.dateTime(announcement.createdAt)}</time>
      </p>
      <div className={styles.content} data-testid="announcement-content">
        {content}
      </div>
    </div>
  );
}
