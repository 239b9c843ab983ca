import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/icons';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { formatPeriod } from '@/lib/format';
import type { Promotion } from '@/features/promotions/api/get-promotion-list';
import styles from '@/features/promotions/components/promotion-window.module.css';

/** When a promotion runs, in the brand's zone (whole days read as dates). */
export function PromotionWindow({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation('promotions');
  const zone = useBrandTimeZone();
  const { start, end } = formatPeriod(promotion.startTime, promotion.endTime, zone);
  return (
    <p className={styles.window}>
      <ClockIcon width={14} height={14} />
      <span className="visually-hidden">{t('window_label')}</span>
      <span>{t('window', { start, end })}</span>
    </p>
  );
}
