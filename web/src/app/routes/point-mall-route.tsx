import { PointMallPage } from '@/features/points/components/point-mall-page';

export default function PointMallRoute() {
  return <PointMallPage />;
}
