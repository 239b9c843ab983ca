import type { MouseEventHandler } from 'react';
import { LazyImage } from '@/components/lazy-image';
import { useBoot } from '@/lib/bootstrap';
import { brokenImage, resolveImage } from '@/lib/images';
import type { Banner } from '@/features/banners/api/get-banners';
import { BannerLink } from '@/features/banners/components/banner-link';
import { cx } from '@/lib/cx';
import styles from '@/features/banners/components/banner-panel.module.css';

interface BannerPanelProps {
  banner: Banner;
  /** h2 in the home carousel; a paragraph above a dialog, whose own title is its heading. */
  headline?: 'h2' | 'p';
  eager?: boolean;
  className?: string;
  /** false: words only, no link (the banner leads where the reader already is). */
  linked?: boolean;
  onFollow?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A banner: its art (pictures only, so decorative) with the headline, line and button words
 * of the reader's language laid over it. The button's link covers the whole banner; without
 * button words, the headline is the link.
 */
export function BannerPanel({ banner, headline: Headline = 'h2', eager = false, className, linked = true, onFollow }: BannerPanelProps) {
  const { imageCdn } = useBoot();
  const { title, text, cta } = banner;
  const url = linked ? banner.url : null;
  const link = (words: string, linkClass: string | undefined) =>
    url ? (
      <BannerLink url={url} className={cx(styles.stretched, linkClass)} onClick={onFollow}>
        {words}
      </BannerLink>
    ) : (
      words
    );
  return (
    <div className={cx(styles.panel, className)}>
      <LazyImage
        className={styles.art}
        src={resolveImage(banner.image, imageCdn)}
        fallbackSrc={brokenImage(imageCdn)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.scrim} />
      <div className={styles.copy}>
        <Headline className={styles.title}>{cta && url ? title : link(title, styles.titleLink)}</Headline>
        {text ? <p className={styles.text}>{text}</p> : null}
        {cta && url ? link(cta, styles.cta) : null}
      </div>
    </div>
  );
}
