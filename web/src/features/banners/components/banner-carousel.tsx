import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { BANNER_INTERVAL_MS } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { HOME_GROUP, useBannerGroup } from '@/features/banners/api/get-banners';
import { BannerPanel } from '@/features/banners/components/banner-panel';
import { cx } from '@/lib/cx';
import styles from '@/features/banners/components/banner-carousel.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Home carousel of the w_home banners; a branded welcome panel when there are none. */
export function BannerCarousel({ group = HOME_GROUP }: { group?: string }) {
  const { t } = useTranslation('home');
  const { brand } = useBoot();
  const { banners, isLoading } = useBannerGroup(group);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const active = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (isLoading) return <div className={cx(styles.carousel, styles.skeleton)} aria-busy="true" aria-label={t('banners_loading')} />;

  if (count === 0) {
    return (
      <section className={cx(styles.carousel, styles.empty)} aria-label={t('banners_label')}>
        <div className={styles.welcome}>
          <h1>{t('welcome_title', { brand: brand.name })}</h1>
          <p>{t('welcome_text')}</p>
        </div>
      </section>
    );
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banners_label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.track} style={{ '--slide': active } as CSSProperties}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide_of', { index: i + 1, count })}
            aria-hidden={i !== active}
            inert={i !== active}
          >
            <BannerPanel banner={banner} className={styles.panel} eager={i === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.prev)}
            onClick={() => setIndex((active - 1 + count) % count)}
            aria-label={t('banner_previous')}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            onClick={() => setIndex((active + 1) % count)}
            aria-label={t('banner_next')}
          >
            <ChevronRightIcon />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={cx(styles.dot, i === active && styles.isActive)}
                aria-label={t('banner_goto', { index: i + 1 })}
                aria-current={i === active}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
