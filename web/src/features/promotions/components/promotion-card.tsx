import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { promoDetailPath } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { brokenImage, resolveImage } from '@/lib/images';
import type { Promotion } from '@/features/promotions/api/get-promotion-list';
import type { PromotionState } from '@/features/promotions/api/get-promotion-states';
import { PromotionAction } from '@/features/promotions/components/promotion-action';
import { PromotionWindow } from '@/features/promotions/components/promotion-window';
import styles from '@/features/promotions/components/promotion-card.module.css';

interface PromotionCardProps {
  promotion: Promotion;
  state: PromotionState | undefined;
  statesLoading: boolean;
}

/** One promotion: banner, title, summary, window and the player's state; a LINK card leads to its link. */
export function PromotionCard({ promotion, state, statesLoading }: PromotionCardProps) {
  const { t } = useTranslation('promotions');
  const { imageCdn } = useBoot();
  const to = promotion.mode === 'LINK' && promotion.link ? promotion.link : promoDetailPath(promotion.id);
  const titleId = `promotion-${promotion.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Link to={to} className={styles.banner} tabIndex={-1} aria-hidden="true">
        <LazyImage src={resolveImage(promotion.banner, imageCdn)} fallbackSrc={brokenImage(imageCdn)} alt="" />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          {/* The operator's words, in their own direction (an English title on an Arabic page). */}
          <Link to={to}>
            <bdi>{promotion.title}</bdi>
          </Link>
        </h2>
        <p className={styles.summary}>
          <bdi>{promotion.summary}</bdi>
        </p>
        <PromotionWindow promotion={promotion} />
        <div className={styles.footer}>
          <PromotionAction promotion={promotion} state={state} loading={statesLoading} />
          {promotion.mode === 'LINK' ? null : (
            <Link to={promoDetailPath(promotion.id)} className={styles.more} aria-label={t('details_of', { title: promotion.title })}>
              {t('details')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
