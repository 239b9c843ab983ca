import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import pageStyles from '@/components/page.module.css';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { useBrandTime } from '@/lib/use-brand-time';
import { useMediaQuery } from '@/lib/use-media-query';
import { NOTICES_PAGE_SIZE, useNotices, type Announcement } from '@/features/announcements/api/get-announcements';
import { AnnouncementBody } from '@/features/announcements/components/announcement-body';
import styles from '@/features/announcements/components/notice-page.module.css';

/** Below this width the detail takes the list's place. */
const PHONE_QUERY = '(max-width: 767px)';

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /noticePage: the player notices, 9 a page, newest first, and the chosen one beside them
 * (the first by default). On a phone the chosen one replaces the list, with a way back.
 * The page and the notice are in the address (?page=2&id=5).
 */
export function NoticePage() {
  const { t } = useTranslation('announcements');
  const { brand } = useBoot();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const pageNo = positive(params.get('page')) ?? 1;
  const chosenId = positive(params.get('id'));
  const notices = useNotices(pageNo);

  useEffect(() => {
    document.title = `${t('title')} | ${brand.name}`;
  }, [t, brand.name]);

  const show = (changes: { page?: number; id?: number | null }, replace: boolean) => {
    const next = new URLSearchParams(params);
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    if (changes.id === null) next.delete('id');
    else if (changes.id !== undefined) next.set('id', String(changes.id));
    setParams(next, { replace });
  };

  let body;
  if (notices.error && !notices.data) {
    body = <RecordError error={notices.error} onRetry={() => void notices.mutate()} />;
  } else if (!notices.data) {
    body = (
      <div className={styles.loading}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  } else {
    const list = notices.data.player ?? [];
    const total = notices.data.playerTotal ?? list.length;
    if (list.length === 0) {
      body = (
        <EmptyState title={t('empty_title')}>
          <p>{t('empty_text', { brand: brand.name })}</p>
        </EmptyState>
      );
    } else {
      const chosen = list.find((notice) => notice.id === chosenId) ?? (phone ? undefined : list[0]);
      body = (
        <div className={cx(styles.layout, phone && styles.single)}>
          {phone && chosen ? null : (
            <div className={styles.listPane}>
              <NoticeList notices={list} chosen={chosen} onChoose={(id) => show({ id }, !phone)} />
              <Pagination
                pageNo={pageNo}
                totalPages={Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE))}
                onPage={(page) => show({ page, id: null }, false)}
                disabled={notices.isLoading}
              />
            </div>
          )}
          {chosen ? <NoticeDetail notice={chosen} onBack={phone ? () => show({ id: null }, false) : undefined} /> : null}
        </div>
      );
    }
  }

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      {body}
    </section>
  );
}

interface NoticeListProps {
  notices: Announcement[];
  chosen: Announcement | undefined;
  onChoose: (id: number) => void;
}

function NoticeList({ notices, chosen, onChoose }: NoticeListProps) {
  const { t } = useTranslation('announcements');
  const clock = useBrandTime();
  return (
    <ul className={styles.list} aria-label={t('list_label')}>
      {notices.map((notice) => {
        const current = notice.id === chosen?.id;
        return (
          <li key={notice.id}>
            <button
              type="button"
              className={cx(styles.item, current && styles.isCurrent)}
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(notice.id)}
            >
              <span className={styles.itemTitle}>{notice.title}</span>
              <span className={styles.itemTime}>{clock.dateTime(notice.createdAt)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The chosen notice; on a phone its heading takes the focus and a button leads back to the list. */
function NoticeDetail({ notice, onBack }: { notice: Announcement; onBack?: () => void }) {
  const { t } = useTranslation('announcements');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const single = onBack !== undefined;

  useEffect(() => {
    if (single) heading.current?.focus();
  }, [single, notice.id]);

  return (
    <article className={styles.detail} aria-labelledby={headingId}>
      {onBack ? (
        <Button variant="ghost" size="sm" className={styles.back} icon={<ChevronLeftIcon size={16} />} onClick={onBack}>
          {t('back')}
        </Button>
      ) : null}
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.detailTitle}>
        {notice.title}
      </h2>
      <AnnouncementBody announcement={notice} />
    </article>
  );
}
