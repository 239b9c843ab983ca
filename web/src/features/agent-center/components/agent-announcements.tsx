import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { useBrandTime } from '@/lib/use-brand-time';
import { useAgentAnnouncements, type AgentAnnouncement } from '@/features/agent-center/api/get-agent-announcements';
import { AnnouncementDetail } from '@/features/agent-center/components/announcement-detail';
import { RecordError } from '@/components/record-error';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/agent-announcements.module.css';

/** Announcements to agents: 9 a page, newest first, with a detail pane (SPEC.md section 2). */
export function AgentAnnouncements() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <AnnouncementsPage />
    </Suspense>
  );
}

function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const clock = useBrandTime();
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<AgentAnnouncement['id'] | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  const { data, error, isValidating, mutate } = useAgentAnnouncements(pageNo);

  if (error && !data) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('announcements_loading')} />;
  if (data.totalCount === 0) {
    return (
      <EmptyState title={t('announcements_empty')}>
        <p>{t('announcements_empty_text')}</p>
      </EmptyState>
    );
  }

  const selected = data.list.find((item) => item.id === selectedId) ?? data.list[0];
  const open = (id: AgentAnnouncement['id']) => {
    setSelectedId(id);
    // On a phone the pane is below the list: bring it into view (no move when it is already seen).
    requestAnimationFrame(() => detailRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };
  const turnPage = (page: number) => {
    setSelectedId(null);
    setPageNo(page);
  };

  return (
    <div className={styles.notices} aria-busy={isValidating || undefined}>
      {error ? <RecordError error={error} onRetry={() => void mutate()} /> : null}
      <div className={styles.body}>
        <ul className={styles.list} aria-label={t('announcements_list')}>
          {data.list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(styles.item, item.id === selected?.id && styles.isActive)}
                aria-current={item.id === selected?.id ? 'true' : undefined}
                onClick={() => open(item.id)}
              >
                <span className={styles.title}>{item.title}</span>{' '}
                <time className={styles.date}>
                  {clock.dateTime(item.createdAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {selected ? <AnnouncementDetail ref={detailRef} announcement={selected} /> : null}
      </div>
      <Pagination pageNo={data.pageNo} totalPages={data.totalPages} onPage={turnPage} disabled={isValidating} />
    </div>
  );
}
