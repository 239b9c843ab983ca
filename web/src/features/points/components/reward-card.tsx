import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { LazyImage } from '@/components/lazy-image';
import { isZeroAmount } from '@/lib/amount';
import { useBoot } from '@/lib/bootstrap';
import { brokenImage, resolveImage } from '@/lib/images';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import type { PointReward } from '@/features/points/api/get-point-rewards';
import styles from '@/features/points/components/point-mall.module.css';

/** An item: its picture, name, price per unit (points, and money when it takes some) and stock. */
export function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation('points');
  const { imageCdn } = useBoot();
  const money = useMoney();
  const soldOut = reward.quantity <= 0;
  return (
    <li className={styles.card} aria-label={reward.name}>
      <LazyImage className={styles.image} src={resolveImage(reward.image, imageCdn)} fallbackSrc={brokenImage(imageCdn)} alt="" />
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{reward.name}</h3>
        <p className={styles.price}>
          {t('price_per_unit', { count: reward.requiredPoints, points: formatPoints(reward.requiredPoints), units: reward.units })}
        </p>
        {isZeroAmount(reward.requiredAmount) ? null : (
          <p className={styles.muted}>{t('price_amount', { amount: money(reward.requiredAmount) })}</p>
        )}
        <p className={styles.muted}>{soldOut ? t('out_of_stock') : t('stock_left', { stock: formatPoints(reward.quantity) })}</p>
      </div>
      <Button size="sm" block disabled={soldOut} onClick={onRedeem}>
        {soldOut ? t('out_of_stock') : t('redeem')}
      </Button>
    </li>
  );
}
