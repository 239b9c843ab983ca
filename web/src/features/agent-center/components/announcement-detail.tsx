import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { AgentAnnouncement } from '@/features/agent-center/api/get-agent-announcements';

/** The detail pane: title, date and the whole text. */
export function AnnouncementDetail({ announcement, ref }: { announcement: AgentAnnouncement; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('agent');
  return (
    <article ref={ref} className="agent-notice" aria-label={t('announcement_detail')} aria-live="polite">
      <h4 className="agent-notice__title">{announcement.title}</h4>
      <time className="agent-notice__date">
        {formatDateTime(announcement.createdAt)}
      </time>
      <p className="agent-notice__content">{announcement.content}</p>
    </article>
  );
}
