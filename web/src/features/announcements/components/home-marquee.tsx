import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MegaphoneIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMarquee, type Announcement } from '@/features/announcements/api/get-announcements';
import { AnnouncementBody } from '@/features/announcements/components/announcement-body';
import styles from '@/features/announcements/components/home-marquee.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Seconds the line takes per character of headline: about 60 px a second. */
const SECONDS_PER_CHAR = 0.13;

/**
 * The home page's headlines (H) scrolling in one line; it stops under the pointer or the focus,
 * and stands still as a plain list for those who ask for reduced motion. The moving copy is
 * hidden from assistive technology, and nothing is announced as it moves. A headline opens its
 * notice; "All" leads to /noticePage. Nothing shows while it loads, fails or is empty.
 */
export function HomeMarquee() {
  const { t } = useTranslation('announcements');
  const marquee = useMarquee();
  const still = useMediaQuery(REDUCED_MOTION);
  const [open, setOpen] = useState<Announcement | null>(null);
  const items = marquee.data?.marquee ?? [];
  if (items.length === 0) return null;

  const chars = items.reduce((sum, item) => sum + item.title.length + 8, 0);
  const duration = { '--marquee-duration': `${Math.max(12, Math.round(chars * SECONDS_PER_CHAR))}s` } as CSSProperties;
  const headlines = (copy: boolean) => (
    <ul className={styles.items} aria-label={copy ? undefined : t('marquee_label')} aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className={styles.headline} tabIndex={copy ? -1 : undefined} onClick={() => setOpen(item)}>
            {/* The operator's words, in their own direction (an English headline on an Arabic page). */}
            <bdi>{item.title}</bdi>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.marquee} aria-label={t('marquee_label')}>
      <MegaphoneIcon className={styles.icon} size={18} />
      <div className={cx(styles.viewport, still ? styles.still : styles.moving)}>
        <div className={styles.track} style={duration} data-testid="marquee-track">
          {headlines(false)}
          {still ? null : headlines(true)}
        </div>
      </div>
      <Link to={paths.noticePage} className={styles.all}>
        {t('marquee_all')}
      </Link>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title}
        footer={
          <Link to={paths.noticePage} onClick={() => setOpen(null)}>
            {t('marquee_all_long')}
          </Link>
        }
      >
        {open ? <AnnouncementBody announcement={open} /> : null}
      </Modal>
    </section>
  );
}
