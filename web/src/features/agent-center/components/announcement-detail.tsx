import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '@/lib/use-brand-time';
import type { AgentAnnouncement } from '@/features/agent-center/api/get-agent-announcements';
import styles from '@/features/agent-center/components/announcement-detail.module.css';

/** The detail pane: title, date and the whole text. */
export function AnnouncementDetail({ announcement, ref }: { announcement: AgentAnnouncement; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('agent');
  const clock = useBrandTime();
  return (
    <article ref={ref} className={styles.notice} aria-label={t('announcement_detail')} aria-live="polite">
      <h4 className={styles.title}>{announcement.title}</h4>
      <time className={styles.date}>
        {clock.dateTime(announcement.createdAt)}
      </time>
      <p className={styles.content}>{announcement.content}</p>
    </article>
  );
}
