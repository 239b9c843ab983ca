import { PromotionDetailPage } from '@/features/promotions/components/promotion-detail-page';

export default function PromoDetailRoute() {
  return <PromotionDetailPage />;
}
